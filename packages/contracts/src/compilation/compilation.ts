import { z } from 'zod';

/**
 * The session's proposal compilation (提案汇编, issue 29 §3): a Word document built by a background job.
 *
 * Decisions (not in the seeds):
 * - Two editions. `public` holds only what the public replies page shows (publicity 公开 proposals and the
 *   replies a unit marked 全文公开 / 摘要公开, the summary as the summary); `internal` holds every registered
 *   proposal and every approved reply. The statistics are the session's aggregate figures in both (they
 *   name no proposal), equal to the statistics page's.
 * - Staff only (authRoles.staff): build, list, download.
 * - PDF: made from the DOCX by LibreOffice (`soffice --headless --convert-to pdf`) when the server has it;
 *   otherwise the run offers Word only and says so (`pdf: null` and `pdfAvailable: false`).
 * - One run per session and edition at a time: a second request while one is queued or running is refused
 *   (409 `compilation.inProgress`); finished runs are kept as the history, newest first.
 */
export const COMPILATION_EDITIONS = ['public', 'internal'] as const;
export type CompilationEdition = (typeof COMPILATION_EDITIONS)[number];

export const COMPILATION_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type CompilationState = (typeof COMPILATION_STATES)[number];

/** What the job is doing, shown beside the progress bar. */
export const COMPILATION_PHASES = ['waiting', 'reading', 'writing', 'converting', 'finished'] as const;
export type CompilationPhase = (typeof COMPILATION_PHASES)[number];

/** A run still being worked on (the page polls while one is). */
export const compilationActive = (state: CompilationState) => state === 'queued' || state === 'running';

/** Proposals read per step; the progress moves after each. */
export const COMPILATION_BATCH = 100;

const fileSchema = z.object({ fileName: z.string(), size: z.number().int() });

export const compilationRunSchema = z.object({
  id: z.string(),
  session: z.object({ id: z.string(), name: z.string() }),
  edition: z.enum(COMPILATION_EDITIONS),
  state: z.enum(COMPILATION_STATES),
  phase: z.enum(COMPILATION_PHASES),
  /** Proposals written so far of `total` (total 0 until the job has counted them). */
  done: z.number().int(),
  total: z.number().int(),
  /** 0–100. */
  percent: z.number().int().min(0).max(100),
  requestedBy: z.object({ id: z.string(), displayName: z.string() }),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  docx: fileSchema.nullable(),
  pdf: fileSchema.nullable(),
  /** Message key of the failure, when failed. */
  error: z.string().nullable(),
});
export type CompilationRun = z.infer<typeof compilationRunSchema>;

export const compilationListSchema = z.object({
  items: z.array(compilationRunSchema),
  /** Whether this server can make the PDF (LibreOffice installed). */
  pdfAvailable: z.boolean(),
});
export type CompilationList = z.infer<typeof compilationListSchema>;

export const compilationCreateBodySchema = z.object({
  sessionId: z.string().trim().min(1, { error: 'compilation.sessionRequired' }).max(64),
  edition: z.enum(COMPILATION_EDITIONS, { error: 'compilation.editionRequired' }),
});
export type CompilationCreateBody = z.infer<typeof compilationCreateBodySchema>;

export const compilationListQuerySchema = z.object({
  sessionId: z.string().trim().max(64).optional(),
});

export const COMPILATION_FORMATS = ['docx', 'pdf'] as const;
export const compilationFileParamsSchema = z.object({
  id: z.string().trim().min(1).max(64),
  format: z.enum(COMPILATION_FORMATS),
});

/** Edition labels, as the document's cover and the page show them. */
export const COMPILATION_EDITION_LABELS: Record<CompilationEdition, { 'zh-CN': string; en: string }> = {
  public: { 'zh-CN': '公开版', en: 'Public edition' },
  internal: { 'zh-CN': '内部版', en: 'Internal edition' },
};

/** 《十五届三次会议提案汇编（公开版）》 */
export const compilationTitle = (sessionName: string) => `${sessionName}提案汇编`;

/** The stored file's name: the title and the edition, characters file systems refuse replaced. */
export const compilationFileName = (
  sessionName: string,
  edition: CompilationEdition,
  format: 'docx' | 'pdf',
) =>
  `${compilationTitle(sessionName)}（${COMPILATION_EDITION_LABELS[edition]['zh-CN']}）.${format}`.replace(
    /[\\/:*?"<>|[\]]/g,
    '_',
  );
