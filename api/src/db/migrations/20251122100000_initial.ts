import { type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

/*
 * The initial schema. Frozen: change the schema in a new migration, never here.
 * Runs unchanged on SQLite and PostgreSQL: ids are `integer primary key` (SQLite rowid) or `serial`,
 * flags are integers 0/1, timestamps are ISO-8601 UTC strings (text sorts correctly), JSON is text.
 * Translatable fields live in <entity>_translations tables keyed by (entity id, lang), so a new
 * language needs rows, not columns.
 */

type Builder = CreateTableBuilder<string, never>;

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

  const table = (name: string, build: (t: Builder) => Builder, withId = true) => {
    let t = db.schema.createTable(name) as Builder;
    if (withId) t = t.addColumn('id', isPostgres ? 'serial' : 'integer', (c) => c.primaryKey());
    return build(t).execute();
  };
  const index = (table: string, columns: string[], unique = false) => {
    let b = db.schema
      .createIndex(`${table}_${columns.join('_')}_${unique ? 'unique' : 'index'}`)
      .on(table)
      .columns(columns);
    if (unique) b = b.unique();
    return b.execute();
  };
  /** A translations table: (owner id, lang) primary key, owner deleted → rows deleted. */
  const translations = (name: string, owner: string, ownerTable: string, build: (t: Builder) => Builder) =>
    table(
      name,
      (t) =>
        build(
          t
            .addColumn(owner, 'integer', (c) => c.notNull().references(`${ownerTable}.id`).onDelete('cascade'))
            .addColumn('lang', 'varchar(12)', (c) => c.notNull()),
        ).addPrimaryKeyConstraint(`${name}_pk`, [owner, 'lang'] as never),
      false,
    );
  const fileRef = (t: Builder, column: string) =>
    t.addColumn(column, 'integer', (c) => c.references('files.id').onDelete('set null'));
  const now = (t: Builder, ...columns: string[]) =>
    columns.reduce((acc, col) => acc.addColumn(col, 'varchar(32)', (c) => c.notNull()), t);
  const queue = (t: Builder) => t.addColumn('queue', 'integer', (c) => c.notNull().defaultTo(0));
  const inbox = (t: Builder) =>
    t
      .addColumn('check', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('section', 'varchar(16)', (c) => c.notNull().defaultTo('mail'))
      .addColumn('ip', 'varchar(64)')
      .addColumn('dedupe_key', 'varchar(64)', (c) => c.unique())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull());

  // Languages and staff.
  await table('languages', (t) =>
    now(
      t
        .addColumn('abbr', 'varchar(12)', (c) => c.notNull().unique())
        .addColumn('lang', 'varchar(64)', (c) => c.notNull())
        .addColumn('page_lang', 'text', (c) => c.notNull())
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0)),
      'created_at',
      'updated_at',
    ),
  );
  await table('users', (t) =>
    now(
      t
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('email', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
        .addColumn('role_group', 'varchar(32)', (c) => c.notNull())
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('last_login_at', 'varchar(32)'),
      'created_at',
      'updated_at',
    ),
  );
  await table('sessions', (t) =>
    t
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('revoked_at', 'varchar(32)')
      .addColumn('ip', 'varchar(64)')
      .addColumn('user_agent', 'varchar(255)'),
  );
  await index('sessions', ['user_id']);
  await index('sessions', ['expires_at']);

  // Stored files.
  await table('files', (t) =>
    t
      .addColumn('path', 'varchar(255)', (c) => c.notNull().unique())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('mime', 'varchar(100)', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('width', 'integer')
      .addColumn('height', 'integer')
      .addColumn('variants', 'text')
      .addColumn('original_name', 'varchar(255)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull()),
  );

  // Catalogue.
  await table('categories', (t) =>
    now(
      fileRef(
        queue(
          t
            .addColumn('section', 'varchar(32)', (c) => c.notNull())
            .addColumn('seo_name', 'varchar(160)', (c) => c.notNull().unique()),
        ),
        'image_id',
      ),
      'created_at',
      'updated_at',
    ),
  );
  await index('categories', ['section', 'queue']);
  await index('categories', ['image_id']);
  await translations('category_translations', 'category_id', 'categories', (t) =>
    t.addColumn('name', 'varchar(255)').addColumn('seo_title', 'varchar(255)').addColumn('seo_description', 'text'),
  );

  await table('sub_categories', (t) =>
    now(
      queue(
        t
          .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
          .addColumn('seo_name', 'varchar(160)', (c) => c.notNull().unique()),
      ),
      'created_at',
      'updated_at',
    ),
  );
  await index('sub_categories', ['category_id', 'queue']);
  await translations('sub_category_translations', 'sub_category_id', 'sub_categories', (t) =>
    t.addColumn('name', 'varchar(255)'),
  );

  await table('products', (t) =>
    now(
      queue(
        t
          .addColumn('token', 'varchar(64)', (c) => c.notNull().unique())
          .addColumn('code', 'varchar(100)', (c) => c.notNull())
          .addColumn('code_folded', 'varchar(100)', (c) => c.notNull())
          .addColumn('section', 'varchar(32)', (c) => c.notNull())
          .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('restrict'))
          .addColumn('sub_category_id', 'integer', (c) => c.references('sub_categories.id').onDelete('set null'))
          .addColumn('seo_name', 'varchar(190)', (c) => c.notNull().unique())
          .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1)),
      ),
      'created_at',
      'updated_at',
    ),
  );
  await index('products', ['section', 'is_active', 'queue']);
  await index('products', ['category_id', 'queue']);
  await index('products', ['sub_category_id']);
  await index('products', ['code_folded']);
  await translations('product_translations', 'product_id', 'products', (t) =>
    t
      .addColumn('name', 'varchar(255)')
      .addColumn('name_folded', 'varchar(255)')
      .addColumn('short_description', 'text')
      .addColumn('description', 'text')
      .addColumn('seo_title', 'varchar(255)')
      .addColumn('seo_description', 'text'),
  );
  await table(
    'product_transporter_types',
    (t) =>
      t
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('transporter_type', 'varchar(16)', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_transporter_types_pk', ['product_id', 'transporter_type'] as never),
    false,
  );
  await index('product_transporter_types', ['transporter_type', 'product_id']);
  await table('product_oem_numbers', (t) =>
    queue(
      t
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('manufacturer', 'varchar(100)', (c) => c.notNull())
        .addColumn('number', 'varchar(100)', (c) => c.notNull())
        .addColumn('number_folded', 'varchar(100)', (c) => c.notNull()),
    ),
  );
  await index('product_oem_numbers', ['product_id']);
  await index('product_oem_numbers', ['number_folded']);
  await table('product_specs', (t) =>
    queue(
      t
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('value', 'varchar(255)', (c) => c.notNull())
        .addColumn('unit', 'varchar(32)'),
    ),
  );
  await index('product_specs', ['product_id', 'queue']);
  await translations('product_spec_translations', 'product_spec_id', 'product_specs', (t) =>
    t.addColumn('label', 'varchar(255)'),
  );
  await table('product_files', (t) =>
    queue(
      t
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id').onDelete('cascade'))
        .addColumn('gallery_type', 'varchar(32)', (c) => c.notNull()),
    ),
  );
  await index('product_files', ['product_id', 'gallery_type', 'queue']);
  await index('product_files', ['file_id']);

  // Content pages.
  await table('pages', (t) =>
    now(
      fileRef(
        t.addColumn('key', 'varchar(64)', (c) => c.notNull().unique()),
        'image_id',
      ),
      'updated_at',
    ),
  );
  await index('pages', ['image_id']);
  await translations('page_translations', 'page_id', 'pages', (t) =>
    t.addColumn('title', 'varchar(255)').addColumn('body', 'text'),
  );
  await table('breadcrumbs', (t) =>
    now(
      fileRef(
        t.addColumn('key', 'varchar(64)', (c) => c.notNull().unique()),
        'image_id',
      ),
      'updated_at',
    ),
  );
  await index('breadcrumbs', ['image_id']);
  await translations('breadcrumb_translations', 'breadcrumb_id', 'breadcrumbs', (t) => t.addColumn('title', 'varchar(255)'));

  // Home page.
  await table('home_slides', (t) => now(queue(fileRef(t, 'image_id').addColumn('link', 'varchar(255)')), 'created_at'));
  await index('home_slides', ['image_id']);
  await translations('home_slide_translations', 'home_slide_id', 'home_slides', (t) =>
    t.addColumn('title', 'varchar(255)').addColumn('subtitle', 'varchar(500)'),
  );
  await table('home_featured_categories', (t) =>
    queue(t.addColumn('category_id', 'integer', (c) => c.notNull().unique().references('categories.id').onDelete('cascade'))),
  );
  await table('home_icons', (t) => queue(fileRef(t, 'file_id')));
  await index('home_icons', ['file_id']);
  await translations('home_icon_translations', 'home_icon_id', 'home_icons', (t) =>
    t.addColumn('title', 'varchar(255)').addColumn('link', 'varchar(500)'),
  );

  // Media, certificates, catalogues.
  await table('media_items', (t) =>
    now(
      fileRef(
        t.addColumn('kind', 'varchar(16)', (c) => c.notNull()).addColumn('seo_name', 'varchar(190)', (c) => c.notNull()),
        'cover_id',
      )
        .addColumn('video_url', 'varchar(500)')
        .addColumn('published_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1)),
      'created_at',
      'updated_at',
    ),
  );
  await index('media_items', ['kind', 'seo_name'], true);
  await index('media_items', ['kind', 'is_active', 'published_at']);
  await index('media_items', ['cover_id']);
  await translations('media_item_translations', 'media_item_id', 'media_items', (t) =>
    t.addColumn('title', 'varchar(255)').addColumn('summary', 'text').addColumn('body', 'text'),
  );
  await table('media_item_files', (t) =>
    queue(
      t
        .addColumn('media_item_id', 'integer', (c) => c.notNull().references('media_items.id').onDelete('cascade'))
        .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id').onDelete('cascade')),
    ),
  );
  await index('media_item_files', ['media_item_id', 'queue']);
  await index('media_item_files', ['file_id']);
  await table('certificates', (t) => now(queue(fileRef(t, 'file_id')), 'created_at'));
  await index('certificates', ['file_id']);
  await translations('certificate_translations', 'certificate_id', 'certificates', (t) => t.addColumn('title', 'varchar(255)'));
  await table('catalogues', (t) => now(queue(fileRef(fileRef(t, 'cover_id'), 'file_id')), 'created_at'));
  await index('catalogues', ['cover_id']);
  await index('catalogues', ['file_id']);
  await translations('catalogue_translations', 'catalogue_id', 'catalogues', (t) => t.addColumn('title', 'varchar(255)'));

  // Page meta, contact details, social media, contracts.
  await table('page_meta', (t) =>
    now(
      t.addColumn('key', 'varchar(190)', (c) => c.notNull().unique()),
      'updated_at',
    ),
  );
  await translations('page_meta_translations', 'page_meta_id', 'page_meta', (t) =>
    t.addColumn('title', 'varchar(255)').addColumn('description', 'text'),
  );
  await table('contact_information', (t) =>
    queue(
      t
        .addColumn('section', 'varchar(32)', (c) => c.notNull())
        .addColumn('name', 'varchar(255)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('lang', 'varchar(12)', (c) => c.notNull()),
    ),
  );
  await index('contact_information', ['lang', 'section', 'queue']);
  await table('social_media', (t) =>
    queue(
      t
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('uri', 'varchar(500)', (c) => c.notNull())
        .addColumn('icon_name', 'varchar(100)', (c) => c.notNull()),
    ),
  );
  await table('contracts', (t) =>
    now(
      queue(
        t
          .addColumn('name', 'varchar(255)', (c) => c.notNull())
          .addColumn('seo_name', 'varchar(190)', (c) => c.unique())
          .addColumn('seo_name_tr', 'varchar(190)', (c) => c.unique()),
      ),
      'created_at',
      'updated_at',
    ),
  );
  await translations('contract_translations', 'contract_id', 'contracts', (t) => t.addColumn('content', 'text'));

  // Inboxes.
  await table('contact_messages', (t) =>
    inbox(
      t
        .addColumn('company_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('email', 'varchar(100)', (c) => c.notNull())
        .addColumn('phone', 'varchar(50)', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull()),
    ),
  );
  await index('contact_messages', ['section', 'check', 'created_at']);
  await index('contact_messages', ['created_at']);
  await table('human_resources_messages', (t) =>
    inbox(
      fileRef(
        t
          .addColumn('name', 'varchar(100)', (c) => c.notNull())
          .addColumn('email', 'varchar(100)', (c) => c.notNull())
          .addColumn('phone', 'varchar(50)', (c) => c.notNull())
          .addColumn('position', 'varchar(255)')
          .addColumn('message', 'text'),
        'cv_file_id',
      ).addColumn('kvkk_consent', 'integer', (c) => c.notNull().defaultTo(0)),
    ),
  );
  await index('human_resources_messages', ['section', 'check', 'created_at']);
  await index('human_resources_messages', ['created_at']);
  await index('human_resources_messages', ['cv_file_id']);
  await table('offers', (t) =>
    inbox(
      t
        .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
        .addColumn('product_code', 'varchar(100)')
        .addColumn('company_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('email', 'varchar(100)', (c) => c.notNull())
        .addColumn('phone', 'varchar(50)', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('message', 'text'),
    ),
  );
  await index('offers', ['section', 'check', 'created_at']);
  await index('offers', ['created_at']);
  await index('offers', ['product_id']);

  // Orders.
  await table('orders', (t) =>
    now(
      t
        .addColumn('company_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('email', 'varchar(100)', (c) => c.notNull())
        .addColumn('phone', 'varchar(50)', (c) => c.notNull())
        .addColumn('country', 'varchar(100)', (c) => c.notNull())
        .addColumn('city', 'varchar(100)', (c) => c.notNull())
        .addColumn('address', 'text')
        .addColumn('note', 'text')
        .addColumn('kvkk_consent', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('new'))
        .addColumn('check', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('internal_note', 'text')
        .addColumn('ip', 'varchar(64)')
        .addColumn('dedupe_key', 'varchar(64)', (c) => c.unique()),
      'created_at',
      'updated_at',
    ),
  );
  await index('orders', ['status', 'created_at']);
  await index('orders', ['check']);
  await index('orders', ['created_at']);
  await table('order_lines', (t) =>
    t
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
      .addColumn('product_token', 'varchar(64)', (c) => c.notNull())
      .addColumn('code', 'varchar(100)', (c) => c.notNull())
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull()),
  );
  await index('order_lines', ['order_id']);
  await index('order_lines', ['product_id']);

  // Support requests and settings.
  await table('support_requests', (t) =>
    fileRef(
      t
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('subject', 'varchar(255)', (c) => c.notNull())
        .addColumn('category', 'varchar(32)', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull()),
      'file_id',
    )
      .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('open'))
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull()),
  );
  await index('support_requests', ['user_id']);
  await index('support_requests', ['file_id']);
  await index('support_requests', ['created_at']);
  await table('site_settings', (t) => t.addColumn('key', 'varchar(64)', (c) => c.primaryKey()).addColumn('value', 'text'), false);
}

export async function down(db: Kysely<any>): Promise<void> {
  const tables = [
    'site_settings',
    'support_requests',
    'order_lines',
    'orders',
    'offers',
    'human_resources_messages',
    'contact_messages',
    'contract_translations',
    'contracts',
    'social_media',
    'contact_information',
    'page_meta_translations',
    'page_meta',
    'catalogue_translations',
    'catalogues',
    'certificate_translations',
    'certificates',
    'media_item_files',
    'media_item_translations',
    'media_items',
    'home_icon_translations',
    'home_icons',
    'home_featured_categories',
    'home_slide_translations',
    'home_slides',
    'breadcrumb_translations',
    'breadcrumbs',
    'page_translations',
    'pages',
    'product_files',
    'product_spec_translations',
    'product_specs',
    'product_oem_numbers',
    'product_transporter_types',
    'product_translations',
    'products',
    'sub_category_translations',
    'sub_categories',
    'category_translations',
    'categories',
    'files',
    'sessions',
    'users',
    'languages',
  ];
  for (const name of tables) await db.schema.dropTable(name).ifExists().execute();
}
