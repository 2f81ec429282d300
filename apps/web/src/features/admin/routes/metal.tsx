import { Panel } from '../../../components/ui/panel';
import { PageHeader } from '../components/page-header';
import { QueryView } from '../components/query-view';
import { MovementsList } from '../components/workshop/movements-list';
import { PurchaseForm } from '../components/workshop/purchase-form';
import { StockPanel } from '../components/workshop/stock-panel';
import { WorkshopTabs } from '../components/workshop/workshop-tabs';
import { useJobs, useKarigars, useMetal } from '../workshop-api';

/** The gold ledger (issue 38, decision 051): stock per karat and in fine gold, purchases, every movement. */
export function MetalPage() {
  const metal = useMetal();
  const jobs = useJobs({});
  const karigars = useKarigars();
  const jobMap = new Map((jobs.data?.jobs ?? []).map((j) => [j.id, j]));
  const names = new Map((karigars.data?.karigars ?? []).map((k) => [k.id, k.name]));
  return (
    <>
      <PageHeader
        title="Gold ledger"
        description="Every gram bought, issued, returned and lost, in the karat moved and in fine gold."
      />
      <WorkshopTabs />
      <div className="space-y-4">
        <div className="grid gap-4 desktop:grid-cols-[1fr_20rem] desktop:items-start">
          <QueryView query={metal}>{(d) => <StockPanel stock={d.stock} />}</QueryView>
          <PurchaseForm />
        </div>
        <Panel title="Movements" id="w-movements">
          <QueryView
            query={metal}
            isEmpty={(d) => d.movements.length === 0}
            empty="No gold has moved yet."
          >
            {(d) => <MovementsList movements={d.movements} jobs={jobMap} karigars={names} />}
          </QueryView>
        </Panel>
      </div>
    </>
  );
}
