import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { bareList, fillingGrid, useMediaUrl } from '@gadgets/shared-ui';
import { AccentButton, useBrands } from '@gadgets/shared-ui/widgets';
import { BIKE_SECTION } from '../../bike-section';
import type { BikeFeature } from '../../bike-spec-sheet/bike-feature-fragment';
import { BIKE_FORM_GROUPS, formValuesOf, type FormField, type FormValues } from './bike-form-fields';

/** What a save answered: nothing (saved), or the API's messages by field and overall. */
export interface SaveProblems {
  fields: Record<string, string>;
  message: string;
}

interface BikeFormProps {
  /** The bike being edited; null creates one. */
  bike: BikeFeature | null;
  onSave: (values: FormValues) => Promise<SaveProblems | null>;
  onCancel: () => void;
}

/** Create or edit a bike: every field of the feature, grouped as on the spec sheet; server errors beside fields. */
export function BikeForm({ bike, onSave, onCancel }: BikeFormProps) {
  const [values, setValues] = useState<FormValues>(() => formValuesOf(bike));
  const [problems, setProblems] = useState<SaveProblems | null>(null);
  const [saving, setSaving] = useState(false);
  const { brands } = useBrands('bike');
  const idPrefix = useId();
  const set = (name: string) => (event: { target: { value: string } }) =>
    setValues((state) => ({ ...state, [name]: event.target.value }));
  const errorOf = (name: string) => problems?.fields[name];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const answer = await onSave(values);
    setSaving(false);
    setProblems(answer);
  };

  const field = (name: string, label: string, input: ReactNode, hint?: string) => (
    <Field key={name}>
      <label htmlFor={`${idPrefix}-${name}`}>{label}</label>
      {input}
      {hint ? <Hint>{hint}</Hint> : null}
      {errorOf(name) ? (
        <FieldError id={`${idPrefix}-${name}-error`} role="alert">
          {errorOf(name)}
        </FieldError>
      ) : null}
    </Field>
  );
  const inputProps = (name: string) => ({
    id: `${idPrefix}-${name}`,
    value: values[name] ?? '',
    onChange: set(name),
    'aria-invalid': Boolean(errorOf(name)),
    'aria-describedby': errorOf(name) ? `${idPrefix}-${name}-error` : undefined,
  });
  const control = (definition: FormField) =>
    definition.kind === 'list' ? (
      <textarea rows={3} {...inputProps(definition.name)} />
    ) : (
      <input type={definition.kind === 'number' ? 'number' : 'text'} step="any" {...inputProps(definition.name)} />
    );

  return (
    <Form onSubmit={submit} aria-label={bike ? `Edit ${bike.companyName} ${bike.model}` : 'New bike'} noValidate>
      <h2>{bike ? `Edit ${bike.companyName} ${bike.model}` : 'New bike'}</h2>
      {problems?.message ? <Problem role="alert">{problems.message}</Problem> : null}
      <Group>
        <legend>Identity</legend>
        {bike
          ? null
          : field(
              'company',
              'Brand',
              <select {...inputProps('company')}>
                <option value="">Choose a brand</option>
                {brands.map((company) => (
                  <option key={company.path} value={company.path}>
                    {company.name}
                  </option>
                ))}
              </select>,
            )}
        {field('model', 'Model', <input {...inputProps('model')} />)}
        {bike
          ? null
          : field(
              'path',
              'Path (URL slug)',
              <input {...inputProps('path')} />,
              'lower-case letters, digits and hyphens',
            )}
      </Group>
      {BIKE_FORM_GROUPS.map((group) => (
        <Group key={group.title}>
          <legend>{group.title}</legend>
          {group.fields.map((definition) =>
            field(definition.name, definition.label, control(definition), definition.hint),
          )}
        </Group>
      ))}
      <Group>
        <legend>Images</legend>
        {field(
          'imgs',
          'Image URLs (one per line)',
          <textarea rows={3} {...inputProps('imgs')} />,
          '/media/... paths or https:// URLs',
        )}
        <ImagePreviews
          urls={(values.imgs ?? '')
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean)}
        />
      </Group>
      <Actions>
        <AccentButton type="submit" $accent={BIKE_SECTION.accent} disabled={saving}>
          {saving ? 'Saving...' : bike ? 'Save changes' : 'Create bike'}
        </AccentButton>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </Actions>
    </Form>
  );
}

function ImagePreviews({ urls }: { urls: string[] }) {
  const mediaUrl = useMediaUrl();
  if (urls.length === 0) return null;
  return (
    <Previews aria-label="Image previews">
      {urls.map((url) => (
        <li key={url}>
          <img src={mediaUrl(url) ?? url} alt={`Preview of ${url}`} width={96} height={72} />
        </li>
      ))}
    </Previews>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
  }
  input,
  select,
  textarea {
    padding: 6px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.background};
    color: inherit;
    font: inherit;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Group = styled.fieldset`
  ${fillingGrid('220px', '12px')}
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  legend {
    font-weight: 700;
    padding: 0 6px;
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  label {
    font-size: 0.85rem;
    font-weight: 600;
  }
`;

const Hint = styled.small`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const FieldError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.85rem;
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Previews = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  grid-column: 1 / -1;
  ${bareList}
  img {
    object-fit: contain;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  button[type='button'] {
    border: none;
    background: none;
    color: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
`;
