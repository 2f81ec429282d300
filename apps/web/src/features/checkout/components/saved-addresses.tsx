import type { Address } from '@kanak/domain/contract/addresses';

interface SavedAddressesProps {
  book: Address[];
  /** null: a new address. */
  selectedId: number | null;
  onChoose: (address: Address | null) => void;
}

/** The address book as radio choices, then "A new address". */
export function SavedAddresses({ book, selectedId, onChoose }: SavedAddressesProps) {
  return (
    <fieldset className="mt-5">
      <legend className="text-sm font-semibold text-ink">Saved addresses</legend>
      <div className="mt-2 grid gap-2">
        {book.map((a) => (
          <label
            key={a.id}
            className={`flex cursor-pointer gap-3 rounded-xs border p-3 text-sm ${
              selectedId === a.id ? 'border-maroon bg-maroon-tint' : 'border-line-strong/60'
            }`}
          >
            <input
              type="radio"
              name="saved-address"
              checked={selectedId === a.id}
              onChange={() => onChoose(a)}
              className="mt-1 size-4 accent-maroon"
            />
            <span className="min-w-0">
              <span className="block font-semibold text-ink">{a.recipient_name}</span>
              <span className="block text-ink-soft">
                {[a.address, a.area, a.landmark, a.state, a.pincode].join(', ')}
              </span>
              <span className="block text-ink-muted">{a.mobile}</span>
            </span>
          </label>
        ))}
        <label
          className={`flex min-h-tap cursor-pointer items-center gap-3 rounded-xs border p-3 text-sm ${
            selectedId === null ? 'border-maroon bg-maroon-tint' : 'border-line-strong/60'
          }`}
        >
          <input
            type="radio"
            name="saved-address"
            checked={selectedId === null}
            onChange={() => onChoose(null)}
            className="size-4 accent-maroon"
          />
          <span className="font-semibold text-ink">A new address</span>
        </label>
      </div>
    </fieldset>
  );
}
