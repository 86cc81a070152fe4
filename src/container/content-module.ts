import { ContainerModule } from 'inversify';
import { DiskFileStorage } from '#adapters/files/disk-file-storage.ts';
import { SharpFileInspector } from '#adapters/files/sharp-file-inspector.ts';
import { InMemoryContentCache } from '#adapters/in-memory/in-memory-content-cache.ts';
import { InMemoryRenderedPageCache } from '#adapters/in-memory/in-memory-rendered-page-cache.ts';
import { PostgresContentStore } from '#adapters/postgres/content/postgres-content-store.ts';
import { PostgresContentSiteRepository } from '#adapters/postgres/content-site/postgres-content-site-repository.ts';
import { PostgresFileRepository } from '#adapters/postgres/postgres-file-repository.ts';
import { RedisContentCache } from '#adapters/redis/redis-content-cache.ts';
import { RedisRenderedPageCache } from '#adapters/redis/redis-rendered-page-cache.ts';
import { ClearContentCache } from '#application/content/clear-content-cache.ts';
import { CreateContent } from '#application/content/create-content.ts';
import { DeleteContent } from '#application/content/delete-content.ts';
import { GetContent } from '#application/content/get-content.ts';
import { ListApplicationsWithPermissions } from '#application/content/list-applications.ts';
import { ListContent } from '#application/content/list-content.ts';
import { MoveContentNode } from '#application/content/move-content-node.ts';
import { ReadContentTree } from '#application/content/read-content-tree.ts';
import { UpdateContent } from '#application/content/update-content.ts';
import { ContentSiteQueriesService } from '#application/content-site/content-site-queries.ts';
import { DownloadFile } from '#application/files/download-file.ts';
import type { FileDeps } from '#application/files/file-deps.ts';
import { UploadFile } from '#application/files/upload-file.ts';
import type { Config } from '#config';
import { bindEachTo, onKnex } from './binding-helpers.ts';
import { PARTS, PORTS, token } from './tokens.ts';

const FILE_DEPS = token<FileDeps>('FileDeps');

/** The content API's store and caches (Redis when REDIS_URL is set), the public pages' reads and files. */
export const contentModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    bind(PORTS.contentStore).toDynamicValue(onKnex(PostgresContentStore));
    bind(PORTS.contentSite).toDynamicValue(onKnex(PostgresContentSiteRepository));
    bind(PORTS.contentCache).toDynamicValue((c) =>
      config.redisUrl
        ? new RedisContentCache({ redis: c.get(PARTS.redis), ttlMs: config.contentCacheTtlMs })
        : new InMemoryContentCache({ ttlMs: config.contentCacheTtlMs }),
    );
    bind(PORTS.renderedPageCache).toDynamicValue((c) =>
      config.redisUrl
        ? new RedisRenderedPageCache({ redis: c.get(PARTS.redis), ttlMs: config.renderCacheTtlMs })
        : new InMemoryRenderedPageCache({ ttlMs: config.renderCacheTtlMs }),
    );
    bind(PORTS.files).toDynamicValue(onKnex(PostgresFileRepository));
    bind(PORTS.fileStorage).toResolvedValue(() => new DiskFileStorage({ root: config.filesDir }));
    bind(PORTS.fileInspector).toResolvedValue(() => new SharpFileInspector());

    // Content API use cases: reads over the store; writes also drop the cache.
    bindEachTo(bind, [GetContent, ReadContentTree, ListApplicationsWithPermissions], (c) => ({
      store: c.get(PORTS.contentStore),
    }));
    bindEachTo(bind, [ListContent, CreateContent, UpdateContent, DeleteContent, MoveContentNode], (c) => ({
      store: c.get(PORTS.contentStore),
      cache: c.get(PORTS.contentCache),
    }));
    bind(ClearContentCache).toDynamicValue(
      (c) => new ClearContentCache({ cache: c.get(PORTS.contentCache) }),
    );
    bind(ContentSiteQueriesService).toDynamicValue(
      (c) =>
        new ContentSiteQueriesService({
          repository: c.get(PORTS.contentSite),
          cache: c.get(PORTS.contentCache),
          clock: c.get(PORTS.clock),
        }),
    );

    bind(FILE_DEPS).toDynamicValue((c) => ({
      files: c.get(PORTS.files),
      storage: c.get(PORTS.fileStorage),
      inspector: c.get(PORTS.fileInspector),
      ids: c.get(PORTS.ids),
      maxBytes: config.uploadMaxBytes,
      watermarkText: config.watermarkText,
    }));
    bind(UploadFile).toResolvedValue((deps: FileDeps) => new UploadFile(deps), [FILE_DEPS]);
    bind(DownloadFile).toResolvedValue((deps: FileDeps) => new DownloadFile(deps), [FILE_DEPS]);
  });
