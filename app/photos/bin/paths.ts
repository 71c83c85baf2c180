/** Recently deleted's page and the Undo of a delete's toast (decision 2600). */
export const BIN_PATH = '/my-photos/recently-deleted';
export const UNDO_PATH = `${BIN_PATH}/undo`;
