/** The architecture's boundaries, checked on every `npm test` (see ../shared/STYLE.md). */
module.exports = {
  forbidden: [
    {
      name: 'deciders-know-only-the-domain',
      comment:
        "A decider is pure: it imports its own types, the API contracts, the domain error, the actor, the organisation catalogs and the item kernel's pure vocabulary and refusals, nothing else (no NestJS, no adapter, no other aggregate).",
      severity: 'error',
      from: { path: '\\.decider\\.ts$' },
      to: {
        pathNot: [
          '^services/contracts/',
          // An aggregate's event contract, shared with its read models (services/tasks/task.events.ts),
          // and the words every item's events share (services/items/item.events.ts).
          '\\.events\\.ts$',
          '^services/platform/domain-error\\.ts$',
          // Chile's calendar day of an instant: a pure function of the event's time.
          '^services/platform/clock/calendar\\.ts$',
          // The item kernel's pure rules: the marks every item keeps per user (subscription, weekly
          // reminder), the checks every item's command passes first (it exists, is readable, may change),
          // the events every item decides and folds alike (edit, own marks, deletion), and the state all keep.
          '^services/items/(own-marks|item-refusals|shared-item-events|item-state)\\.ts$',
          // Exact money in integer cents: pure arithmetic the additionals' rules compute with.
          '^services/additionals/money\\.ts$',
          '^services/platform/commands/(decider|actor|command-context)\\.ts$',
          // An edit's fields merged with the state, and the values it touches: pure functions.
          '^services/platform/commands/partial-edit\\.ts$',
          '^services/organisation/(capabilities|job-types|refusal)\\.ts$',
          // Who may see a task, pure: the task decider's read refusal, shared with the read side.
          '^services/tasks/task-visibility\\.ts$',
          // The Libro de Obra's pure rules (who reads, writes, takes notice) and its folios' seal (a SHA-256).
          '^services/site-book/(site-book-rules|folio-seal)\\.ts$',
        ],
      },
    },
    {
      name: 'item-features-are-independent',
      comment:
        "Tasks, RDI and additionals never import one another, neither their services nor their read models (projections/<feature>): what they share moves down into the item kernel (services/items) or the platform, and a step or an answer that needs two of them goes through a kernel port wired by the composition root (RDI_SOURCE, LINKED_ITEMS, the manifests' lineage facts). Tests may wire them together.",
      severity: 'error',
      from: { path: '^(services|projections)/(tasks|rdi|additionals|site-book)/', pathNot: '\\.spec\\.ts$' },
      to: {
        path: '^(services|projections)/(tasks|rdi|additionals|site-book)/',
        pathNot: '^(services|projections)/$2/',
      },
    },
    {
      name: 'shared-slices-import-no-item-feature',
      comment:
        "The slices every item type uses (history, PDF, feed, search, reminders, uploads, the projects' subjects, the item kernel, the platform) know the item types only through the manifests the composition root (services/manifests.ts, services/app.module.ts) hands them: adding an item type touches its own folder and its manifest line, nothing else.",
      severity: 'error',
      from: {
        path: '^services/(history|pdf|feed|search|reminders|files|projects|items|platform)/',
        pathNot: '\\.spec\\.ts$',
      },
      to: {
        path: [
          '^services/(tasks|rdi|additionals)/',
          // Nor their read models: each type's manifest hands the slice what it reads of them.
          '^projections/(tasks|rdi|additionals)/',
          '^services/manifests\\.ts$',
          // Nor any type's declarations (users', projects' and companies' too): its manifest brings them.
          '^services/[^/]+/[^/]+\\.(manifest|history|as-of|ball-in-court|feed|upcasters|printed)\\.ts$',
        ],
        // A slice's own files, the projects' manifest naming their own declarations among them.
        pathNot: '^services/$1/',
      },
    },
    {
      name: 'cross-item-projections-import-no-item-feature',
      comment:
        "The read models every item type feeds (files, feed, reminders, notifications, dashboard) fold item facts (services/items/item-facts.ts) or, for the dashboard, each type's fold and share (services/items/item-dashboard.ts), each type declaring its own in its folder and listing it in its manifest; the composition root hands them over, so adding an item type touches none of these projections.",
      severity: 'error',
      from: { path: '^projections/(files|feed|reminders|notifications|dashboard)/', pathNot: '\\.spec\\.ts$' },
      to: { path: ['^(services|projections)/(tasks|rdi|additionals)/', '^services/manifests\\.ts$'] },
    },
    {
      name: 'adapters-only-in-the-composition-root',
      comment: 'Features use ports; only the composition root (and benchmarks, tests) picks an adapter.',
      severity: 'error',
      from: {
        pathNot: [
          '^services/platform/platform\\.providers\\.ts$',
          '^services/platform/credentials/security-stores\\.ts$',
          '^services/platform/[^/]+/(sqlite|esdb|mongo|memory|fs|outbox|smtp|kafka)-[^/]+\\.ts$',
          '^(bench|test)/',
          '\\.spec\\.ts$',
        ],
      },
      to: { path: '^services/platform/[^/]+/(sqlite|esdb|mongo|memory|fs|outbox|smtp|kafka)-[^/]+\\.ts$' },
    },
    {
      name: 'platform-imports-no-feature',
      comment: 'services/platform serves every feature and names none (ports point the other way).',
      severity: 'error',
      from: { path: '^services/platform/', pathNot: '\\.spec\\.ts$' },
      to: { path: '^services/(?!platform/|contracts/)[^/]+/' },
    },
    {
      name: 'client-shared-code-imports-no-feature',
      comment: 'client/src/lib and components serve every feature and import none.',
      severity: 'error',
      from: { path: '^client/src/(lib|components)/' },
      to: { path: '^client/src/features/' },
    },
    {
      name: 'projections-do-not-import-services',
      comment:
        'Projections read events and write documents; only event types, ports, domain catalogs, the actor and refusals their visibility policies ask about, and the API shapes of services/contracts come from services.',
      severity: 'error',
      from: { path: '^projections/', pathNot: '\\.spec\\.ts$' },
      to: {
        path: '^services/',
        pathNot: [
          '\\.decider\\.ts$',
          '\\.events\\.ts$',
          '^services/platform/(event-store|read-store)/[^/]+\\.port\\.ts$',
          '^services/organisation/(capabilities|catalogs|job-types|refusal)\\.ts$',
          '^services/platform/commands/actor\\.ts$',
          '^services/platform/domain-error\\.ts$',
          // A deep copy of a document, pure: the runtime's undo journal keeps what an event overwrites.
          '^services/platform/read-store/copy-document\\.ts$',
          // Exact money in integer cents: the read models total and share amounts with it.
          '^services/additionals/money\\.ts$',
          // Chile's calendar day of an instant: a pure function of the event's time.
          '^services/platform/clock/calendar\\.ts$',
          // The items' text as searches read it (plain, folded, word starts): pure string functions.
          '^services/platform/text/words\\.ts$',
          // The items' traffic-light rule, pure: the dashboard sums when each item's light turns red by it.
          '^services/items/item-light\\.ts$',
          // The sorts the item lists ask for, constants: the listings keep an index of each.
          '^services/items/item-list-order\\.ts$',
          // The reader mark of an item every member may list: the lists' and the dashboard's keys.
          '^services/items/item-readers\\.ts$',
          // A project's specialties as the items number them: the subjects an RDI may be filed under.
          '^services/items/project-specialties\\.ts$',
          // What the items an additional starts from tell its lineage: the facts' types, pure.
          '^services/items/lineage-facts\\.ts$',
          // Who must act on an item, pure folds of its events: the project totals of turns sum them.
          '\\.ball-in-court\\.ts$',
          '^services/items/ball-in-court-rule\\.ts$',
          // Who may see a task, pure: the one rule the decider, the read policies, the lists' readers
          // and the notifications share.
          '^services/tasks/task-visibility\\.ts$',
          // Who reads a Libro de Obra, pure: the book's read rule and its documents' live audience share it.
          '^services/site-book/site-book-rules\\.ts$',
          // The item facts the cross-item read models fold, pure types and their lookup.
          '^services/items/(fact-translation|item-facts|item-notices)\\.ts$',
          // What each item type adds to the dashboard, pure: its share's type and the timed share.
          '^services/items/item-dashboard\\.ts$',
          '^services/contracts/',
        ],
      },
    },
    {
      name: 'drivers-only-in-platform',
      comment: 'Only services/platform talks to database, storage, queue and mail drivers.',
      severity: 'error',
      from: { pathNot: '^services/platform/' },
      to: { path: 'node_modules/(better-sqlite3|mongodb|minio|kafkajs|nodemailer|@eventstore/db-client)/' },
    },
    {
      name: 'client-features-are-independent',
      comment: 'A feature never imports another feature; shared pieces go to components/ or lib/.',
      severity: 'error',
      from: {
        path: '^client/src/features/([^/]+)/',
        pathNot: '^client/src/features/(possible-additionals|additionals)/',
      },
      to: {
        path: '^client/src/features/([^/]+)/',
        // The 'Historial' tab every detail shows, through the history feature's index only.
        pathNot: ['^client/src/features/$1/', '^client/src/features/history/index\\.ts$'],
      },
    },
    {
      name: 'possible-additionals-are-tasks',
      comment:
        'Possible additionals are tasks flagged is_posible_additional: their feature shows the task feature with its own texts (docs/decisions.md), and imports no other.',
      severity: 'error',
      from: { path: '^client/src/features/possible-additionals/' },
      to: { path: '^client/src/features/(?!possible-additionals/|tasks/)' },
    },
    {
      name: 'additionals-render-possible-additionals-by-their-index',
      comment:
        'The Adicionales screen renders the possible additionals through their index only (the additionals contract).',
      severity: 'error',
      from: { path: '^client/src/features/additionals/' },
      to: { path: '^client/src/features/(?!additionals/|possible-additionals/index\\.ts$|history/index\\.ts$)' },
    },
    {
      name: 'client-and-server-apart',
      comment: 'The client and the server share nothing but the API types in services/contracts/.',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^(services|projections)/', pathNot: '^services/contracts/' },
    },
    {
      name: 'server-does-not-import-client',
      severity: 'error',
      from: { path: '^(services|projections)/' },
      to: { path: '^client/' },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '(^dist/|node_modules)' },
  },
};
