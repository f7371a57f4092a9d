// The admin's acts on the platform (the outbox, the remotes' canaries) and on the teacher
// onboarding pipeline.
import { writeFileSync } from 'node:fs';
import type { PendingMessageList } from '@tutor/contract';
import type { InjectOptions } from 'fastify';
import { ok, poster, type Scenarios, type WalkWorld } from './adminActTools';
import { fisikaId, registeredTeacher } from './lessons';
import { ONBOARDING_WALK } from './onboarding';
import { injectAs } from './orderDrafts';

export function platformActScenarios(world: WalkWorld): Scenarios {
  const { app, as } = world;
  const post = poster(app);
  const state = { outboxId: 0 };
  return {
    'POST /api/admin/pesan-keluar/:id/terkirim': {
      request: async () => {
        await ok(post(as.anonymous, '/api/diskon-claim', { number_whatsapp: '6281311119999' }), 201);
        const list = (await injectAs(app, as.admin, { url: '/api/admin/pesan-keluar' })).json() as PendingMessageList;
        state.outboxId = list.data.find((message) => message.penerima === '6281311119999')?.id ?? 0;
        return { method: 'POST', url: `/api/admin/pesan-keluar/${state.outboxId}/terkirim` };
      },
      action: 'pesan_keluar.ditandai_terkirim',
      object: 'pesan_keluar',
      objectId: () => String(state.outboxId),
    },
    'POST /api/admin/platform/:name/promote': {
      request: async () => {
        writeFileSync(world.remotesFile, JSON.stringify(world.manifestWithCanary));
        return { method: 'POST', url: '/api/admin/platform/mf_blog/promote' };
      },
      action: 'remote.versi_uji_diaktifkan',
      object: 'remote',
      objectId: () => 'mf_blog',
    },
    'POST /api/admin/platform/:name/rollback': {
      request: async () => {
        writeFileSync(world.remotesFile, JSON.stringify(world.manifestWithCanary));
        return { method: 'POST', url: '/api/admin/platform/mf_blog/rollback' };
      },
      action: 'remote.versi_uji_dikembalikan',
      object: 'remote',
      objectId: () => 'mf_blog',
    },
  };
}

export function onboardingActScenarios(world: WalkWorld): Scenarios {
  const { app } = world;
  const onboarding = { screened: 0, declined: 0 };
  const step = (path: string) => ONBOARDING_WALK.find((item) => item.path === path)?.payload;
  const onboardingStep = (path: string): InjectOptions => ({
    method: 'POST',
    url: `/api/admin/guru/${onboarding.screened}/${path}`,
    ...(step(path) ? { payload: step(path) } : {}),
  });
  return {
    'POST /api/admin/guru/:id/seleksi-cv': {
      request: async () => {
        const subjectId = await fisikaId(world.db);
        const teacherOf = (name: string, whatsapp: string) => ({
          email: `${name}.audit@contoh.id`,
          nama: name,
          whatsapp,
          subjectId,
        });
        onboarding.screened = await registeredTeacher(app, teacherOf('dina', '6281300001111'));
        onboarding.declined = await registeredTeacher(app, teacherOf('eko', '6281300002222'));
        return onboardingStep('seleksi-cv');
      },
      action: 'guru.seleksi_cv',
      object: 'guru',
      objectId: () => String(onboarding.screened),
    },
    'POST /api/admin/guru/:id/wawancara': {
      request: async () => onboardingStep('wawancara'),
      action: 'guru.wawancara_dijadwalkan',
      object: 'guru',
      objectId: () => String(onboarding.screened),
    },
    'POST /api/admin/guru/:id/micro-teaching': {
      request: async () => onboardingStep('micro-teaching'),
      action: 'guru.micro_teaching_dijadwalkan',
      object: 'guru',
      objectId: () => String(onboarding.screened),
    },
    'POST /api/admin/guru/:id/penilaian': {
      request: async () => onboardingStep('penilaian'),
      action: 'guru.dinilai',
      object: 'guru',
      objectId: () => String(onboarding.screened),
    },
    'POST /api/admin/guru/:id/verifikasi': {
      request: async () => onboardingStep('verifikasi'),
      action: 'guru.diverifikasi',
      object: 'guru',
      objectId: () => String(onboarding.screened),
    },
    'POST /api/admin/guru/:id/tolak': {
      request: async () => ({
        method: 'POST',
        url: `/api/admin/guru/${onboarding.declined}/tolak`,
        payload: { alasan: 'Dokumen tidak lengkap' },
      }),
      action: 'guru.ditolak',
      object: 'guru',
      objectId: () => String(onboarding.declined),
    },
  };
}
