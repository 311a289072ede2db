import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { CommunicationBody } from '@cppcc/contracts';
import type { ProposalsService } from '../modules/proposals/service';
import type { ChatService } from '../modules/chat/service';
import type { ContactsService } from '../modules/contacts/service';
import type { ContactAvatars } from '../modules/contacts/avatars';
import type { MailFiles } from '../modules/mail/files';
import type { MailService } from '../modules/mail/service';
import type { NoteImages } from '../modules/notes/images';
import type { NotesService } from '../modules/notes/service';
import type { ContentService } from '../modules/content/service';
import type { CardImages } from '../modules/scrumboard/images';
import type { ScrumboardService } from '../modules/scrumboard/service';
import type { FileManagerService } from '../modules/file-manager/service';
import type { ProductImages } from '../modules/e-commerce/images';
import type { ProfilePictures } from '../modules/profile/pictures';
import type { CluePicturesService } from '../modules/clues/pictures';
import type { EvaluationsService } from '../modules/evaluations/service';
import type { SupervisionService } from '../modules/oversight/supervision';
import type { AssignmentsService } from '../modules/tasks/assignments';
import type { RepliesService } from '../modules/tasks/replies';
import type { TasksService } from '../modules/tasks/service';
import type { QuickPanelService } from '../modules/quick-panel/service';
import type { SessionsService } from '../modules/sessions/service';
import type { SettingsService } from '../modules/settings/service';
import type { UnitsService } from '../modules/units/service';
import type { TodoService } from '../modules/todo-app/service';
import type { UsersService } from '../modules/users/service';
import type { WorkflowSettingsService } from '../modules/workflow-settings/service';
import type { SeedClock } from './clock';
import type { Caller } from '../modules/auth/guard';

/**
 * What a seeder gets: the transaction it runs in and the same services the API uses, bound to that
 * transaction. Seeders MUST go through services (never raw inserts) so demo data obeys every rule the
 * API enforces — hashed passwords, state machine, derived counters. Add each new module's service here.
 */
export interface SeedContext {
  db: Kysely<DB>;
  /** The services' time: real time until the seeder sets it (see clock.ts). */
  clock: SeedClock;
  services: {
    settings: SettingsService;
    users: UsersService;
    units: UnitsService;
    quickPanel: QuickPanelService;
    sessions: SessionsService;
    workflowSettings: WorkflowSettingsService;
    proposals: ProposalsService;
    todos: TodoService;
    assignments: AssignmentsService;
    tasks: TasksService;
    replies: RepliesService;
    evaluations: EvaluationsService;
    supervision: SupervisionService;
    communications: (taskId: string, caller: Caller, body: CommunicationBody) => Promise<void>;
    chat: ChatService;
    contacts: ContactsService;
    contactAvatars: ContactAvatars;
    mail: MailService;
    mailFiles: MailFiles;
    notes: NotesService;
    noteImages: NoteImages;
    content: ContentService;
    scrumboard: ScrumboardService;
    cardImages: CardImages;
    fileManager: FileManagerService;
    productImages: ProductImages;
    profilePictures: ProfilePictures;
    cluePictures: CluePicturesService;
  };
}

/**
 * A sign-in a seeder creates, printed in the start banner. The accounts seeder derives its list from
 * DEMO_ACCOUNTS (contracts/demo.ts, which the web app and the browser tests use), so the two agree.
 */
export interface DemoAccount {
  role: string;
  /** Phone number, email or user name — whatever the sign-in form takes. */
  login: string;
  password: string;
  note?: string;
}

export interface Seeder {
  /** Unique and stable: it is recorded in seed_runs. Prefix with a number to show the order. */
  name: string;
  run(ctx: SeedContext): Promise<void>;
  demoAccounts?: readonly DemoAccount[];
}
