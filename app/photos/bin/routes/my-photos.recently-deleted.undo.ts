import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { undoAction } from '~/photos/bin/bin.server';
import { BIN_PATH } from '~/photos/bin/paths';

/** Undo of a delete's toast (a POST); a GET goes to Recently deleted. */
export const loader = () => redirect(BIN_PATH);

export const action = ({ request }: ActionFunctionArgs) => undoAction(request);
