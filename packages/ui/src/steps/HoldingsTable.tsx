import { formatNumber } from '@tallyline/core';
import { NumberInput } from '../primitives/NumberInput.js';
import type { AssetRow } from './types.js';
import './HoldingsTable.css';

export interface HoldingsTableProps {
  assets: readonly AssetRow[];
  /** Edit mode (spec §4 portfolio modes): quantity and price inputs and a Remove button per row. */
  editing?: boolean;
  onQuantityChange?: (index: number, quantity: number) => void;
  onPriceChange?: (index: number, price: number) => void;
  onRemove?: (index: number) => void;
  /** Nothing in the data is earlier to compare with (core's unknown performance): each change reads "—", never "+0 (+0.0%)". */
  changeUnknown?: boolean;
}

/** Spec §2 holdings table: symbol, name, value, change, allocation (plus quantity and price when editing). */
export function HoldingsTable({ assets, editing = false, onQuantityChange, onPriceChange, onRemove, changeUnknown = false }: HoldingsTableProps) {
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
                    <NumberInput
                      className="tl-holdings__input"
                      min={0}
                      aria-label={`Quantity of ${asset.symbol}`}
                      value={asset.quantity}
                      onValueChange={(n) => onQuantityChange?.(index, n)}
                    />
                  </td>
                  <td>
                    <NumberInput
                      className="tl-holdings__input"
                      min={0}
                      decimals={2}
                      aria-label={`Price of ${asset.symbol}`}
                      value={asset.price}
                      onValueChange={(n) => onPriceChange?.(index, n)}
                    />
                  </td>
                </>
              ) : null}
              <td className="tl-num">{formatNumber(asset.value, { unit: 'currency' })}</td>
              {changeUnknown ? (
                <td className="tl-num">—</td>
              ) : (
                <td className={`tl-num ${asset.changePercent > 0 ? 'tl-up' : asset.changePercent < 0 ? 'tl-down' : ''}`}>
                  {formatNumber(asset.change, { signed: true })} ({formatNumber(asset.changePercent, { unit: 'percent', signed: true })})
                </td>
              )}
              <td className="tl-num">{formatNumber(asset.allocation, { unit: 'percent' })}</td>
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
