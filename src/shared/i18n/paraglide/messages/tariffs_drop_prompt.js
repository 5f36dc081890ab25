/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Drop_PromptInputs */

const en_tariffs_drop_prompt = /** @type {(inputs: Tariffs_Drop_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drop tariff files here (CSV, PDF, XLSX…), or`)
};

const es_tariffs_drop_prompt = /** @type {(inputs: Tariffs_Drop_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suelte aquí los archivos de la tarifa (CSV, PDF, XLSX…) o`)
};

const en_xa2_tariffs_drop_prompt = /** @type {(inputs: Tariffs_Drop_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðŕóþ ţáŕíƒƒ ƒíļéš ĥéŕé (ÇŠṼ, ÞÐƑ, ẊĻŠẊ…), óŕ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Drop tariff files here (CSV, PDF, XLSX…), or" |
*
* @param {Tariffs_Drop_PromptInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_drop_prompt = /** @type {((inputs?: Tariffs_Drop_PromptInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Drop_PromptInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_drop_prompt(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_drop_prompt(inputs)
	return en_tariffs_drop_prompt(inputs)
});