import { RequestForm } from '../components/request-form';
import { RequestPage } from '../components/request-page';

/** `/customizeform` (SPEC §2 Forms). */
export function CustomizeFormPage() {
  return (
    <RequestPage
      eyebrow="Customise with us"
      title="Design your own piece"
      documentTitle="Customise with us"
      intro={
        <p>
          Share a sketch, a photograph or just an idea. Our designers will turn it into a piece made
          only for you.
        </p>
      }
      steps={[
        'A designer calls you within one working day to talk through your idea.',
        'We share a CAD drawing and an approximate price at the day’s gold rate.',
        'Once you approve, your piece is made and delivered in 15 working days.',
      ]}
    >
      <RequestForm
        endpoint="customize-requests"
        descriptionLabel="Tell us about your idea"
        descriptionHint="The occasion, the size, anything you would like us to know"
      />
    </RequestPage>
  );
}
