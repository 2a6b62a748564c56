import { Link } from 'react-router-dom';
import { modelUrl, useMediaUrl, type CompareItem } from '@gadgets/shared-ui';
import { useComparableSection } from '../section/section-descriptor';
import { CompareColumnHeader, CompareTextButton } from './compare-page-parts';

/** What a comparison column shows of a model the API found. */
export interface ComparedModelSummary {
  companyPath: string;
  model: string;
  path: string;
  headerBanner: { title?: string | null; images: readonly string[]; price?: string | null };
}

interface CompareModelHeaderProps {
  item: CompareItem;
  /** Null when the API did not find the item. */
  model: ComparedModelSummary | null;
  /** Says why a column has no model. */
  missingNote: string;
  /** Shows the model's list price under its name. */
  showPrice?: boolean;
  onRemove: () => void;
}

/** A comparison column's head: picture, the name linking to the model's page, a note or price, and Remove. */
export function CompareModelHeader({ item, model, missingNote, showPrice = false, onRemove }: CompareModelHeaderProps) {
  const { section, placeholder } = useComparableSection();
  const src = useMediaUrl()(model?.headerBanner.images[0]);
  const name = model ? model.headerBanner.title || model.model : item.path;
  return (
    <CompareColumnHeader>
      {src ? <img src={src} alt="" width={96} height={96} /> : <span aria-hidden="true">{placeholder}</span>}
      {model ? <Link to={modelUrl(section, model.companyPath, model.path)}>{name}</Link> : <span>{name}</span>}
      {showPrice && model?.headerBanner.price ? <small>{model.headerBanner.price}</small> : null}
      {model ? null : <small role="note">{missingNote}</small>}
      <CompareTextButton type="button" aria-label={`Remove ${name}`} onClick={onRemove}>
        Remove
      </CompareTextButton>
    </CompareColumnHeader>
  );
}
