import { formatDollars, formatNumber, formatPercent, formatSignedPercent } from './format.js';
import type { AssetRow } from './types.js';
import './HoldingsTable.css';

export interface HoldingsTableProps {
  assets: readonly AssetRow[];
  /** Edit mode (spec §4 portfolio modes): quantity and price inputs and a Remove button per row. */
  editing?: boolean;
  onQuantityChange?: (index: number, quantity: number) => void;
  onPriceChange?: (index: number, price: number) => void;
  onRemove?: (index: number) => void;
}

/** Spec §5: numbers typed into the inputs; non-numeric is treated as 0. */
function parseInput(text: string): number {
  const n = Number.parseFloat(text);
  return Number.isFinite(n) ? n : 0;
}

/** Spec §2 holdings table: symbol, name, value, change, allocation (plus quantity and price when editing). */
export function HoldingsTable({ assets, editing = false, onQuantityChange, onPriceChange, onRemove }: HoldingsTableProps) {
  return (
    <div className="tl-holdings" role="region" aria-label="Holdings" tabIndex={0}>
      <table className="tl-holdings__table">
        <thead>
          <tr>
            <th scope="col">Symbol</th>
            <th scope="col">Name</th>
            {editing ? (
              <>
                <th scope="col">Quantity</th>
                <th scope="col">Price</th>
              </>
            ) : null}
            <th scope="col" className="tl-num">Value</th>
            <th scope="col" className="tl-num">Change</th>
            <th scope="col" className="tl-num">Allocation</th>
            {editing ? <th scope="col"><span className="visually-hidden">Actions</span></th> : null}
          </tr>
        </thead>
        <tbody>
          {assets.map((asset, index) => (
            <tr key={`${asset.symbol}-${index}`}>
              <th scope="row" className="tl-holdings__symbol">{asset.symbol}</th>
              <td>{asset.name}</td>
              {editing ? (
                <>
                  <td>
                    <input
                      className="tl-holdings__input"
                      type="number"
                      min={0}
                      step={1}
                      aria-label={`Quantity of ${asset.symbol}`}
                      value={asset.quantity}
                      onChange={(e) => onQuantityChange?.(index, parseInput(e.target.value))}
                    />
                  </td>
                  <td>
                    <input
                      className="tl-holdings__input"
                      type="number"
                      min={0}
                      step={0.01}
                      aria-label={`Price of ${asset.symbol}`}
                      value={asset.price}
                      onChange={(e) => onPriceChange?.(index, parseInput(e.target.value))}
                    />
                  </td>
                </>
              ) : null}
              <td className="tl-num">{formatDollars(asset.value)}</td>
              <td className={`tl-num ${asset.changePercent > 0 ? 'tl-up' : asset.changePercent < 0 ? 'tl-down' : ''}`}>
                {formatNumber(asset.change)} ({formatSignedPercent(asset.changePercent)})
              </td>
              <td className="tl-num">{formatPercent(asset.allocation)}</td>
              {editing ? (
                <td>
                  <button type="button" className="tl-holdings__remove" onClick={() => onRemove?.(index)} aria-label={`Remove ${asset.symbol}`}>
                    Remove
                  </button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
