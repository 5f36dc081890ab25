/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, allowed: NonNullable<unknown> }} Main_Upload_Type_RefusedInputs */

const en_main_upload_type_refused = /** @type {(inputs: Main_Upload_Type_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: files of this type cannot be uploaded. Allowed: ${i?.allowed}.`)
};

const es_main_upload_type_refused = /** @type {(inputs: Main_Upload_Type_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: no se pueden subir archivos de este tipo. Se aceptan: ${i?.allowed}.`)
};

const en_xa2_main_upload_type_refused = /** @type {(inputs: Main_Upload_Type_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: ƒíļéš óƒ ţĥíš ţýþé çáññóţ ƀé úþļóáðéð. Áļļóŵéð: ${i?.allowed}. ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "{name}: files of this type cannot be uploaded. Allowed: {allowed}." |
*
* @param {Main_Upload_Type_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_upload_type_refused = /** @type {((inputs: Main_Upload_Type_RefusedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Upload_Type_RefusedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_upload_type_refused(inputs)
	if (locale === "en-XA") return en_xa2_main_upload_type_refused(inputs)
	return en_main_upload_type_refused(inputs)
});