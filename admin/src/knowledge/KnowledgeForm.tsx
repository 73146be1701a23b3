import { Box, Typography } from '@mui/material';
import {
  FormDataConsumer,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  type SimpleFormProps,
  TextArrayInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { languageChoices, statusChoices } from './languages';
import { MarkdownPreview } from './MarkdownPreview';
import { validateEntry } from './validateEntry';

// dir="auto" lets the browser write Arabic right to left while it is typed.
const autoDirection = { htmlInput: { dir: 'auto' } } as const;

// Short inputs side by side (react-admin inputs are full width by default), wrapping on narrow screens.
const row = {
  display: 'grid',
  gap: 2,
  width: '100%',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
} as const;

const twoColumns = {
  display: 'grid',
  gap: 2,
  width: '100%',
  gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
  alignItems: 'start',
} as const;

/** The Markdown editor with its live preview beside it. */
const ContentEditor = () => {
  const translate = useTranslate();
  return (
    <Box sx={twoColumns}>
      <TextInput
        source="content"
        multiline
        minRows={12}
        fullWidth
        slotProps={autoDirection}
        helperText="resources.knowledge.helpers.content"
      />
      <FormDataConsumer<{ content?: string; language?: string }>>
        {({ formData }) => (
          <Box>
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 0.5 }}>
              {translate('resources.knowledge.preview')}
            </Typography>
            <MarkdownPreview
              text={formData.content ?? ''}
              language={formData.language}
              label={translate('resources.knowledge.preview')}
            />
          </Box>
        )}
      </FormDataConsumer>
    </Box>
  );
};

const LocationInputs = () => {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, width: '100%' }}>
      <Typography component="legend" variant="subtitle2">
        {translate('resources.knowledge.location_legend')}
      </Typography>
      <Box sx={row}>
        <NumberInput source="location.lat" step={0.000001} />
        <NumberInput source="location.lng" step={0.000001} />
        <NumberInput source="location.radius_m" step={1} />
      </Box>
    </Box>
  );
};

/** Create and edit share the inputs; the server's messages come back under the same fields. */
export const KnowledgeForm = (props: Omit<SimpleFormProps, 'children'>) => (
  <SimpleForm validate={validateEntry} {...props}>
    <TextInput source="title" fullWidth slotProps={autoDirection} />
    <Box sx={row}>
      <SelectInput source="language" choices={languageChoices} translateChoice={false} />
      <ReferenceInput
        source="category"
        reference="knowledge-categories"
        // Every category: the API answers them all at once.
        perPage={100}
        sort={{ field: 'name', order: 'ASC' }}
      >
        <SelectInput optionText="name" emptyText="resources.knowledge.helpers.general" />
      </ReferenceInput>
      <SelectInput source="status" choices={statusChoices} />
      {/* No min/max attributes: the browser's own bubble would hide the server's sentence. */}
      <NumberInput source="priority" step={1} helperText="resources.knowledge.helpers.priority" />
    </Box>
    <ContentEditor />
    <TextArrayInput source="tags" fullWidth helperText="resources.knowledge.helpers.tags" />
    <LocationInputs />
  </SimpleForm>
);
