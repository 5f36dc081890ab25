/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Template_General_CargoInputs */

const en_tariffs_template_general_cargo = /** @type {(inputs: Tariffs_Template_General_CargoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`General cargo`)
};

const es_tariffs_template_general_cargo = /** @type {(inputs: Tariffs_Template_General_CargoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carga general`)
};

const en_xa2_tariffs_template_general_cargo = /** @type {(inputs: Tariffs_Template_General_CargoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝéñéŕáļ çáŕĝó ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "General cargo" |
*
* @param {Tariffs_Template_General_CargoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_template_general_cargo = /** @type {((inputs?: Tariffs_Template_General_CargoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Template_General_CargoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_template_general_cargo(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_template_general_cargo(inputs)
	return en_tariffs_template_general_cargo(inputs)
});