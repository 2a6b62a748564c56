import { useState } from 'react';
import { useMutation, useQuery, type CombinedError } from 'urql';
import styled from 'styled-components';
import { errorMessageOf, PageContainer, PageTitle, usePageMeta } from '@gadgets/shared-ui';
import { AccentButton, Breadcrumb, QueryStatus, SkeletonLines, Spinner } from '@gadgets/shared-ui/widgets';
import { BIKE_SECTION } from '../../bike-section';
import { AdminsOnly, useAdminAccess } from './admin-access';
import { BikeAdminList } from './bike-admin-list';
import {
  BikeAdminPage_AllQuery,
  BikeAdminPage_CreateMutation,
  BikeAdminPage_DeleteMutation,
  BikeAdminPage_TogglePublishedMutation,
  BikeAdminPage_UpdateMutation,
  type AdminBike,
} from './bike-admin-queries';
import { BikeForm, type SaveProblems } from './bike-form';
import { bikeInputOf, type FormValues } from './bike-form-fields';

/** /bike/admin: the console for admins; everyone else sees 'Admins only'. */
export function BikeAdminPage() {
  const access = useAdminAccess();
  usePageMeta({ title: 'Bike admin' });
  return (
    <PageContainer>
      <Breadcrumb section="bike" brand="Admin" brandPath="admin" />
      <PageTitle>Bike Admin</PageTitle>
      {access === 'checking' ? (
        <Spinner label="Checking your account" />
      ) : access === 'admin' ? (
        <BikeAdminConsole />
      ) : (
        <AdminsOnly access={access} />
      )}
    </PageContainer>
  );
}

/** The API's field errors ('fields' in the error's extensions) by field, and its message. */
function problemsOf(error: CombinedError): SaveProblems {
  const extensions = error.graphQLErrors[0]?.extensions as
    { fields?: { field: string; message: string }[] } | undefined;
  const fields = Object.fromEntries((extensions?.fields ?? []).map((entry) => [entry.field, entry.message]));
  return { fields, message: errorMessageOf(error) };
}

type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; bike: AdminBike };

function BikeAdminConsole() {
  const [list, refetchList] = useQuery({ query: BikeAdminPage_AllQuery, requestPolicy: 'cache-and-network' });
  const [, create] = useMutation(BikeAdminPage_CreateMutation);
  const [, update] = useMutation(BikeAdminPage_UpdateMutation);
  const [toggleState, toggle] = useMutation(BikeAdminPage_TogglePublishedMutation);
  const [deleteState, remove] = useMutation(BikeAdminPage_DeleteMutation);
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [notice, setNotice] = useState<string | null>(null);
  const reload = () => refetchList({ requestPolicy: 'network-only' });

  const save = async (values: FormValues): Promise<SaveProblems | null> => {
    const input = bikeInputOf(values);
    const result =
      editing.mode === 'edit'
        ? await update({ company: editing.bike.companyPath, path: editing.bike.path, input: input as never })
        : await create({
            input: { ...input, company: values.company ?? '', path: (values.path ?? '').trim() } as never,
          });
    if (result.error) return problemsOf(result.error);
    setNotice(`${editing.mode === 'edit' ? 'Saved' : 'Created'} ${String(input.model)}.`);
    setEditing({ mode: 'closed' });
    reload();
    return null;
  };

  const act = async (label: string, run: () => Promise<{ error?: CombinedError | undefined }>) => {
    const result = await run();
    setNotice(result.error ? `Could not ${label}: ${errorMessageOf(result.error)}` : null);
    reload();
  };

  return (
    <>
      {notice ? <Notice role="status">{notice}</Notice> : null}
      {editing.mode === 'closed' ? (
        <AccentButton type="button" $accent={BIKE_SECTION.accent} onClick={() => setEditing({ mode: 'create' })}>
          New bike
        </AccentButton>
      ) : (
        <BikeForm
          key={editing.mode === 'edit' ? `${editing.bike.companyPath}/${editing.bike.path}` : 'new'}
          bike={editing.mode === 'edit' ? editing.bike : null}
          onSave={save}
          onCancel={() => setEditing({ mode: 'closed' })}
        />
      )}
      <Spaced>
        <QueryStatus
          result={list}
          loading={<SkeletonLines lines={8} label="Loading bikes" />}
          errorTitle="Error Loading Bike Features"
          onRetry={reload}
        >
          {(data) => (
            <BikeAdminList
              bikes={data.getAllBikeFeatures}
              busy={toggleState.fetching || deleteState.fetching}
              onEdit={(bike) => setEditing({ mode: 'edit', bike })}
              onToggle={(bike) =>
                void act('change the status', () => toggle({ company: bike.companyPath, path: bike.path }))
              }
              onDelete={(bike) => void act('delete', () => remove({ company: bike.companyPath, path: bike.path }))}
            />
          )}
        </QueryStatus>
      </Spaced>
    </>
  );
}

const Notice = styled.p`
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.accents[BIKE_SECTION.accent].soft};
`;

const Spaced = styled.div`
  margin-top: 20px;
`;
