/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_FilesInputs */

const en_tariffs_files = /** @type {(inputs: Tariffs_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tariff files`)
};

const es_tariffs_files = /** @type {(inputs: Tariffs_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivos de la tarifa`)
};

const en_xa2_tariffs_files = /** @type {(inputs: Tariffs_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţáŕíƒƒ ƒíļéš ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Tariff files" |
*
* @param {Tariffs_FilesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_files = /** @type {((inputs?: Tariffs_FilesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_FilesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_files(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_files(inputs)
	return en_tariffs_files(inputs)
});