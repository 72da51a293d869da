/** The folder under DATA_DIR where files visitors send with forms are kept (private, in the backup). */
export const SUBMISSION_FILES_FOLDER = 'submission-files'
