/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Main_Upload_EmptyInputs */

const en_main_upload_empty = /** @type {(inputs: Main_Upload_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is empty.`)
};

const es_main_upload_empty = /** @type {(inputs: Main_Upload_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} está vacío.`)
};

const en_xa2_main_upload_empty = /** @type {(inputs: Main_Upload_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} íš éɱþţý. ·~ ]`)
};

/**
* | output |
* | --- |
* | "{name} is empty." |
*
* @param {Main_Upload_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_upload_empty = /** @type {((inputs: Main_Upload_EmptyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Upload_EmptyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_upload_empty(inputs)
	if (locale === "en-XA") return en_xa2_main_upload_empty(inputs)
	return en_main_upload_empty(inputs)
});