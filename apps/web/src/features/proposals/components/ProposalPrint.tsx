import type { ProposalDetail } from '@cppcc/contracts';
import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { registerBundle } from '../../../shared/i18n/i18n';
import { toLanguage } from '../../../shared/i18n/languages';
import { categoryLabel, kindLabel } from '../labels';
import { numberText } from '../logic';
import { isoToDateInput } from '../../../shared/lib/dates';
import { oversightBundle } from './oversightI18n';
import { useWorkflowSettingsQuery } from '../../../shared/api/sharedReads';

registerBundle(oversightBundle);

/**
 * On paper only the form is printed: everything else in <body> (the app, dialogs, banners) is hidden by
 * `@media print`, and the form, hidden on screen, takes the page.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '.proposal-print-sheet': { display: 'none' },
      '@media print': {
        '@page': { size: 'A4', margin: '20mm 18mm' },
        'body > *:not(.proposal-print-sheet)': { display: 'none !important' },
        '.proposal-print-sheet': { display: 'block' },
        body: { background: '#fff' },
      },
    }}
  />
);

/** 打印: prints the proposal as the office files it (the page itself stays as it is). */
export function ProposalPrintButton({ proposal }: { proposal: ProposalDetail }) {
  const { t } = useTranslation('proposalOversight');
  return (
    <>
      <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()} data-action="print">
        {t('print')}
      </Button>
      {printStyles}
      {createPortal(<ProposalSheet proposal={proposal} />, document.body)}
    </>
  );
}

const cell = { border: '1px solid #000', padding: '6px 8px', verticalAlign: 'top' } as const;
const labelCell = { ...cell, width: '16%', fontWeight: 700, whiteSpace: 'nowrap' } as const;

function Row({ label, children, pair }: { label: string; children: ReactNode; pair?: [string, ReactNode] }) {
  return (
    <tr>
      <th scope="row" style={labelCell}>
        {label}
      </th>
      <td style={cell} colSpan={pair ? 1 : 3}>
        {children}
      </td>
      {pair && (
        <>
          <th scope="row" style={labelCell}>
            {pair[0]}
          </th>
          <td style={cell}>{pair[1]}</td>
        </>
      )}
    </tr>
  );
}

/** The proposal form (提案单): number, session, title, proposers, category, both content parts, contact. */
function ProposalSheet({ proposal }: { proposal: ProposalDetail }) {
  const { t, i18n } = useTranslation('proposalOversight');
  const language = toLanguage(i18n.language);
  const settings = useWorkflowSettingsQuery();
  const signers = proposal.signers.filter((signer) => signer.isFirst || signer.state === 'accepted');
  const proposers = signers
    .map((signer) => `${signer.displayName}${signer.sector ? `（${signer.sector}）` : ''}`)
    .join('、');
  const paragraphs = (text: string) =>
    text.trim()
      ? text.split(/\n+/).map((line, index) => (
          <p key={index} style={{ margin: '0 0 0.5em', textIndent: '2em' }}>
            {line}
          </p>
        ))
      : '—';
  return (
    <div
      className="proposal-print-sheet"
      data-testid="proposal-print-sheet"
      style={{ color: '#000', fontFamily: '"FangSong", "STFangsong", "仿宋", serif', fontSize: '12pt' }}
    >
      <div style={{ textAlign: 'center', marginBottom: '12pt' }}>
        <div style={{ fontSize: '14pt' }}>{t('printHeading', { session: proposal.sessionName })}</div>
        <h1 style={{ fontSize: '22pt', margin: '6pt 0', letterSpacing: '0.5em' }}>{t('printTitle')}</h1>
      </div>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <tbody>
          <Row
            label={t('printNumber')}
            pair={[
              t('printCategory'),
              categoryLabel(settings.data?.categories, proposal.categoryCode, language) ?? '—',
            ]}
          >
            {numberText(proposal.number, language) ?? '—'}
          </Row>
          <Row label={t('printSubject')}>
            <strong>{proposal.title || '—'}</strong>
          </Row>
          <Row label={t('printProposers')}>
            {proposers || proposal.firstProposer.displayName}
            {proposal.collectiveBody ? `（${proposal.collectiveBody}）` : ''}
          </Row>
          <Row
            label={t('printKind')}
            pair={[t('printSubmittedAt'), isoToDateInput(proposal.submittedAt) || '—']}
          >
            {kindLabel(proposal.kind, language)}
          </Row>
          <Row label={t('printAnalysis')}>{paragraphs(proposal.analysis)}</Row>
          <Row label={t('printSuggestions')}>{paragraphs(proposal.suggestions)}</Row>
          <Row label={t('printUnits')}>
            {proposal.suggestedUnits.map((unit) => unit.name).join('、') || '—'}
          </Row>
          <Row label={t('printPublicity')}>
            {t(proposal.publicity === 'public' ? 'printPublic' : 'printPrivate')}
            {proposal.privateReason ? `（${proposal.privateReason}）` : ''}
          </Row>
          <Row label={t('printContact')} pair={[t('printPhone'), proposal.contactPhone || '—']}>
            {proposal.contactName || '—'}
          </Row>
          <Row label={t('printAddress')}>{proposal.contactAddress || '—'}</Row>
        </tbody>
      </table>
      <p style={{ textAlign: 'right', marginTop: '12pt', fontSize: '10.5pt' }}>
        {t('printRegisteredAt')}：{isoToDateInput(proposal.registeredAt) || '—'}
      </p>
    </div>
  );
}
