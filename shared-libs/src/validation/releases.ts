/** The release screen's rule ("Sürümler"), shared by the form and the API: a manifest address of ours or http(s). */
import { object, string } from 'yup';
import { REQUIRED, tooLong } from '@vitrin/shared-libs/validation/messages';

export const RELEASE_URL_MAX = 1000;
const RELEASE_URL = /^(\/mf\/[a-z_]+\/|https?:\/\/)\S+$/;

export const releaseSchema = object({
  url: string()
    .trim()
    .required(REQUIRED)
    .max(RELEASE_URL_MAX, tooLong(RELEASE_URL_MAX))
    .matches(RELEASE_URL, 'Adres /mf/… ya da http(s):// ile başlamalı'),
});
