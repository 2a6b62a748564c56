import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { outlinedPill, wrappingRow } from '@gadgets/shared-ui';
import { BIKE_SECTION, bikeModelPath } from '../../bike-section';
import type { AdminBike } from './bike-admin-queries';

type StatusFilter = 'all' | 'published' | 'draft';

interface BikeAdminListProps {
  bikes: readonly AdminBike[];
  onEdit: (bike: AdminBike) => void;
  onToggle: (bike: AdminBike) => void;
  onDelete: (bike: AdminBike) => void;
  busy: boolean;
}

/** Every bike with search, a Published/Draft filter and the row actions; delete asks first. */
export function BikeAdminList({ bikes, onEdit, onToggle, onDelete, busy }: BikeAdminListProps) {
  const [term, setTerm] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [confirming, setConfirming] = useState<string | null>(null);
  const needle = term.trim().toLowerCase();
  const shown = bikes.filter(
    (bike) =>
      (status === 'all' || bike.published === (status === 'published')) &&
      (!needle || `${bike.companyName} ${bike.model} ${bike.series ?? ''}`.toLowerCase().includes(needle)),
  );

  return (
    <section aria-label="All bikes">
      <Tools>
        <input
          type="search"
          aria-label="Filter bikes"
          placeholder="Filter by brand, model or series"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
        <label>
          Status
          <select value={status} onChange={(event) => setStatus(event.target.value as StatusFilter)}>
            <option value="all">All</option>
            <option value="published">Published</option>
            <option value="draft">Draft</option>
          </select>
        </label>
        <span role="status">
          {shown.length} of {bikes.length} bikes
        </span>
      </Tools>
      <Table>
        <thead>
          <tr>
            <th scope="col">Bike</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((bike) => {
            const key = `${bike.companyPath}/${bike.path}`;
            const name = `${bike.companyName} ${bike.model}`;
            return (
              <tr key={key}>
                <th scope="row">
                  <Link to={bikeModelPath(bike.companyPath, bike.path)}>{name}</Link>
                </th>
                <td>{bike.published ? 'Published' : 'Draft'}</td>
                <td>
                  {confirming === key ? (
                    <Confirm role="group" aria-label={`Delete ${name}?`}>
                      <span>Delete {name}? This cannot be undone.</span>
                      <button type="button" disabled={busy} onClick={() => onDelete(bike)}>
                        Yes, delete
                      </button>
                      <button type="button" onClick={() => setConfirming(null)}>
                        Cancel
                      </button>
                    </Confirm>
                  ) : (
                    <Actions>
                      <button type="button" aria-label={`Edit ${name}`} onClick={() => onEdit(bike)}>
                        Edit
                      </button>
                      <button
                        type="button"
                        aria-label={`${bike.published ? 'Unpublish' : 'Publish'} ${name}`}
                        disabled={busy}
                        onClick={() => onToggle(bike)}
                      >
                        {bike.published ? 'Unpublish' : 'Publish'}
                      </button>
                      <button type="button" aria-label={`Delete ${name}`} onClick={() => setConfirming(key)}>
                        Delete
                      </button>
                    </Actions>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </section>
  );
}

const Tools = styled.div`
  ${wrappingRow('12px')}
  margin-bottom: 12px;
  input,
  select {
    padding: 6px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surface};
    color: inherit;
    font: inherit;
  }
  label {
    display: flex;
    align-items: center;
    gap: 6px;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 8px;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  tbody th {
    font-weight: 600;
  }
  a {
    color: ${({ theme }) => theme.accents[BIKE_SECTION.accent].strong};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  button {
    padding: 4px 10px;
    ${outlinedPill}
    background: none;
    color: inherit;
  }
`;

const Confirm = styled(Actions)`
  align-items: center;
  span {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
