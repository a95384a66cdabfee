import { parseNumber } from '@tallyline/core';
import { useState, type FormEvent } from 'react';
import './AddAssetForm.css';

export interface NewAssetInput {
  symbol: string;
  name: string;
  quantity: number;
  price: number;
}

export interface AddAssetFormProps {
  /** Called with the typed values; the caller validates (spec §5) and answers true when the asset was added. */
  onAdd: (asset: NewAssetInput) => boolean;
}

/** Core's parseNumber: '12abc' is not a number (NaN, which the caller rejects), '1,000' is 1000; empty is 0 (missing). */
function parseInput(text: string): number {
  return text.trim() === '' ? 0 : parseNumber(text);
}

/** Spec §5 add asset: symbol (forced upper-case), name, quantity (min 0, step 1), price (min 0, step 0.01). */
export function AddAssetForm({ onAdd }: AddAssetFormProps) {
  const [symbol, setSymbol] = useState('');
  const [name, setName] = useState('');
  const [quantity, setQuantity] = useState('');
  const [price, setPrice] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const added = onAdd({ symbol: symbol.trim().toUpperCase(), name: name.trim(), quantity: parseInput(quantity), price: parseInput(price) });
    if (added) {
      setSymbol('');
      setName('');
      setQuantity('');
      setPrice('');
    }
  }

  return (
    <form className="tl-add-asset" onSubmit={submit} aria-label="Add asset" noValidate>
      <label>
        <span>Symbol</span>
        <input value={symbol} onChange={(e) => setSymbol(e.target.value.toUpperCase())} placeholder="AAPL" />
      </label>
      <label>
        <span>Name</span>
        <input value={name} onChange={(e) => setName(e.target.value)} placeholder="Apple Inc." />
      </label>
      <label>
        <span>Quantity</span>
        <input inputMode="decimal" value={quantity} onChange={(e) => setQuantity(e.target.value)} placeholder="0" />
      </label>
      <label>
        <span>Price</span>
        <input inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} placeholder="0.00" />
      </label>
      <button type="submit" className="tl-add-asset__submit">Add Asset</button>
    </form>
  );
}
