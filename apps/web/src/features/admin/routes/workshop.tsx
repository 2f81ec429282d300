import { Link } from 'react-router';
import { LINK } from '../../../components/ui/class-names';
import { Panel } from '../../../components/ui/panel';
import { PageHeader } from '../components/page-header';
import { QueryView } from '../components/query-view';
import { OpenJobsList } from '../components/workshop/open-jobs-list';
import { StockPanel } from '../components/workshop/stock-panel';
import { WorkshopTabs } from '../components/workshop/workshop-tabs';
import { useJobs, useMetal } from '../workshop-api';

/** The workshop at a glance (issue 38): jobs with karigars, the earliest due first, and the gold in stock. */
export function WorkshopPage() {
  const jobs = useJobs({ status: 'issued' });
  const metal = useMetal();
  const overdue = jobs.data?.jobs.filter((j) => j.overdue).length ?? 0;
  return (
    <>
      <PageHeader
        title="Workshop"
        description="Pieces with karigars and the gold they were given, and the gold in stock."
      />
      <WorkshopTabs />
      <div className="space-y-4">
        <Panel
          title={overdue > 0 ? `Open jobs · ${overdue} overdue` : 'Open jobs'}
          id="w-open-jobs"
        >
          <QueryView
            query={jobs}
            isEmpty={(d) => d.jobs.length === 0}
            empty="No job is with a karigar. Issue one from an order being made."
          >
            {(d) => <OpenJobsList jobs={d.jobs} caption="Open jobs" />}
          </QueryView>
        </Panel>
        <QueryView query={metal}>
          {(d) => (
            <StockPanel
              stock={d.stock}
              actions={
                <Link to="/admin/workshop/metal" className={`${LINK} text-sm`}>
                  Movements and purchases →
                </Link>
              }
            />
          )}
        </QueryView>
      </div>
    </>
  );
}
