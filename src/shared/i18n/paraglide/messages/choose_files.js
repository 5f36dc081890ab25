/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Choose_FilesInputs */

const en_choose_files = /** @type {(inputs: Choose_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose files…`)
};

const es_choose_files = /** @type {(inputs: Choose_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir ficheros…`)
};

const en_xa2_choose_files = /** @type {(inputs: Choose_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé ƒíļéš… ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Choose files…" |
*
* @param {Choose_FilesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const choose_files = /** @type {((inputs?: Choose_FilesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Choose_FilesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_choose_files(inputs)
	if (locale === "en-XA") return en_xa2_choose_files(inputs)
	return en_choose_files(inputs)
});