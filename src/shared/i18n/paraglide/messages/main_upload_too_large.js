/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, size: NonNullable<unknown>, limit: NonNullable<unknown>, bytes: NonNullable<unknown> }} Main_Upload_Too_LargeInputs */

const en_main_upload_too_large = /** @type {(inputs: Main_Upload_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is ${i?.size} MiB; the limit is ${i?.limit} MiB (${i?.bytes} bytes).`)
};

const es_main_upload_too_large = /** @type {(inputs: Main_Upload_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ocupa ${i?.size} MiB; el límite es de ${i?.limit} MiB (${i?.bytes} bytes).`)
};

const en_xa2_main_upload_too_large = /** @type {(inputs: Main_Upload_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} íš ${i?.size} ṀíƁ; ţĥé ļíɱíţ íš ${i?.limit} ṀíƁ (${i?.bytes} ƀýţéš). ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "{name} is {size} MiB; the limit is {limit} MiB ({bytes} bytes)." |
*
* @param {Main_Upload_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_upload_too_large = /** @type {((inputs: Main_Upload_Too_LargeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Upload_Too_LargeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_upload_too_large(inputs)
	if (locale === "en-XA") return en_xa2_main_upload_too_large(inputs)
	return en_main_upload_too_large(inputs)
});