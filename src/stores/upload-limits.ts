import { create } from 'zustand';
import { DEFAULT_MAX_FILE_SIZE_MB } from '@common/validation/files';

/** What uploads may be: setting 1 of the portal (platform.md section 5), as the server last told it. */
export interface UploadLimits {
  maxReportFileSizeMb: number;
  maxReportFilesCount: number;
}

interface UploadLimitsState extends UploadLimits {
  set: (limits: UploadLimits) => void;
}

/** The limits every upload control checks before sending; the defaults until the server answers. */
export const useUploadLimitsStore = create<UploadLimitsState>()((set) => ({
  maxReportFileSizeMb: DEFAULT_MAX_FILE_SIZE_MB,
  maxReportFilesCount: 10,
  set: ({ maxReportFileSizeMb, maxReportFilesCount }) => set({ maxReportFileSizeMb, maxReportFilesCount }),
}));
