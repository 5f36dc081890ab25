/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Template_FailedInputs */

const en_tariffs_template_failed = /** @type {(inputs: Tariffs_Template_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The template was not saved`)
};

const es_tariffs_template_failed = /** @type {(inputs: Tariffs_Template_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La plantilla no se guardó`)
};

const en_xa2_tariffs_template_failed = /** @type {(inputs: Tariffs_Template_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ţéɱþļáţé ŵáš ñóţ šáṽéð ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The template was not saved" |
*
* @param {Tariffs_Template_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_template_failed = /** @type {((inputs?: Tariffs_Template_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Template_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_template_failed(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_template_failed(inputs)
	return en_tariffs_template_failed(inputs)
});