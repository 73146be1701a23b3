import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A labelled bar per row: reads as a list to screen readers, as a chart to the eye. */
export function BarList({
  rows,
  label,
}: {
  rows: Array<{ id: string; label: string; value: number }>;
  label: string;
}) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={row.id}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(6rem, 35%) 1fr 3rem',
            gap: 1,
            alignItems: 'center',
          }}
        >
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {row.label}
          </Typography>
          <Box sx={{ height: 12, bgcolor: 'action.hover', borderRadius: 1 }} aria-hidden="true">
            <Box
              sx={{
                height: '100%',
                width: `${(row.value / max) * 100}%`,
                bgcolor: 'primary.main',
                borderRadius: 1,
              }}
            />
          </Box>
          <Typography variant="body2" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
