/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Files_RequiredInputs */

const en_tariffs_files_required = /** @type {(inputs: Tariffs_Files_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add at least one tariff file (drop it here or choose it)`)
};

const es_tariffs_files_required = /** @type {(inputs: Tariffs_Files_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añada al menos un archivo de tarifa (suéltelo aquí o elíjalo)`)
};

const en_xa2_tariffs_files_required = /** @type {(inputs: Tariffs_Files_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áðð áţ ļéášţ óñé ţáŕíƒƒ ƒíļé (ðŕóþ íţ ĥéŕé óŕ çĥóóšé íţ) ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Add at least one tariff file (drop it here or choose it)" |
*
* @param {Tariffs_Files_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_files_required = /** @type {((inputs?: Tariffs_Files_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Files_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_files_required(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_files_required(inputs)
	return en_tariffs_files_required(inputs)
});