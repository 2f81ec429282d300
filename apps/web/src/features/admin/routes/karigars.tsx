import { Link } from 'react-router';
import { LINK } from '../../../components/ui/class-names';
import { DataList, type Column } from '../../../components/ui/data-list';
import { PageHeader } from '../components/page-header';
import { QueryView } from '../components/query-view';
import { NewKarigar } from '../components/workshop/new-karigar';
import { WorkshopTabs } from '../components/workshop/workshop-tabs';
import { day } from '../utils/format';
import { useKarigars, type Karigar } from '../workshop-api';

const name = (k: Karigar) => (
  <Link to={`/admin/workshop/karigars/${k.id}`} className={LINK}>
    {k.name}
  </Link>
);

/** The karigars the shop gives work to, and a form to add one. */
export function KarigarsPage() {
  const query = useKarigars();
  const columns: Column<Karigar>[] = [
    { header: 'Name', cell: name },
    { header: 'Mobile', cell: (k) => <span className="tabular-nums">{k.phone}</span> },
    { header: 'Skills', cell: (k) => (k.skills.length ? k.skills.join(', ') : '—') },
    { header: 'Since', cell: (k) => day(k.created_at) },
  ];
  return (
    <>
      <PageHeader title="Karigars" description="The craftsmen the shop issues gold to." />
      <WorkshopTabs />
      <div className="grid gap-4 desktop:grid-cols-[1fr_20rem] desktop:items-start">
        <div className="min-w-0">
          <QueryView
            query={query}
            isEmpty={(d) => d.karigars.length === 0}
            empty="No karigars yet."
          >
            {(d) => (
              <DataList
                rows={d.karigars}
                columns={columns}
                rowKey={(k) => k.id}
                caption="Karigars"
                title={name}
              />
            )}
          </QueryView>
        </div>
        <NewKarigar />
      </div>
    </>
  );
}
