/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Tariffs_Note_UploadedInputs */

const en_tariffs_note_uploaded = /** @type {(inputs: Tariffs_Note_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`uploaded ${i?.date}`)
};

const es_tariffs_note_uploaded = /** @type {(inputs: Tariffs_Note_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`subida el ${i?.date}`)
};

const en_xa2_tariffs_note_uploaded = /** @type {(inputs: Tariffs_Note_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[úþļóáðéð ${i?.date} ·~ ]`)
};

/**
* | output |
* | --- |
* | "uploaded {date}" |
*
* @param {Tariffs_Note_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_note_uploaded = /** @type {((inputs: Tariffs_Note_UploadedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Note_UploadedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_note_uploaded(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_note_uploaded(inputs)
	return en_tariffs_note_uploaded(inputs)
});