/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_No_FileInputs */

const en_tariffs_no_file = /** @type {(inputs: Tariffs_No_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No file added yet`)
};

const es_tariffs_no_file = /** @type {(inputs: Tariffs_No_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no se ha añadido ningún archivo`)
};

const en_xa2_tariffs_no_file = /** @type {(inputs: Tariffs_No_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ƒíļé áððéð ýéţ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "No file added yet" |
*
* @param {Tariffs_No_FileInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_no_file = /** @type {((inputs?: Tariffs_No_FileInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_No_FileInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_no_file(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_no_file(inputs)
	return en_tariffs_no_file(inputs)
});