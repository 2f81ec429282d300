/** The product page's shape while it loads (product-page.tsx's grid), so nothing jumps when it arrives. */
export function ProductSkeleton() {
  return (
    <div aria-busy="true" className="mx-auto max-w-page px-4 pt-3 pb-16 desktop:px-8 desktop:pt-8">
      <p role="status" className="sr-only">
        Loading the piece…
      </p>
      <div aria-hidden="true">
        <div className="skeleton h-3 w-48 rounded-xs max-desktop:hidden" />
        <div className="grid gap-x-14 gap-y-3 desktop:mt-6 desktop:grid-cols-[minmax(0,1.08fr)_minmax(0,1fr)] desktop:grid-rows-[auto_1fr] desktop:gap-y-0">
          <div className="space-y-3 desktop:col-start-2 desktop:row-start-1">
            <div className="skeleton h-3 w-24 rounded-xs" />
            <div className="skeleton h-10 w-3/4 rounded-xs" />
            <div className="skeleton h-9 w-40 rounded-xs" />
          </div>
          <div className="max-desktop:-mx-4 desktop:col-start-1 desktop:row-span-2 desktop:row-start-1">
            <div className="skeleton aspect-square" />
            <div className="mt-3 grid grid-cols-4 gap-3 max-desktop:px-4">
              {[0, 1, 2, 3].map((i) => (
                <div key={i} className="skeleton aspect-square" />
              ))}
            </div>
          </div>
          <div className="space-y-4 max-desktop:mt-4 desktop:col-start-2 desktop:row-start-2 desktop:mt-5">
            <div className="skeleton h-20 rounded-xs" />
            <div className="skeleton h-32 rounded-xs" />
          </div>
        </div>
      </div>
    </div>
  );
}
