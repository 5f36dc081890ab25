/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Template_Origin_HandlingInputs */

const en_tariffs_template_origin_handling = /** @type {(inputs: Tariffs_Template_Origin_HandlingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminal handling, origin`)
};

const es_tariffs_template_origin_handling = /** @type {(inputs: Tariffs_Template_Origin_HandlingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manipulación en terminal, origen`)
};

const en_xa2_tariffs_template_origin_handling = /** @type {(inputs: Tariffs_Template_Origin_HandlingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéŕɱíñáļ ĥáñðļíñĝ, óŕíĝíñ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Terminal handling, origin" |
*
* @param {Tariffs_Template_Origin_HandlingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_template_origin_handling = /** @type {((inputs?: Tariffs_Template_Origin_HandlingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Template_Origin_HandlingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_template_origin_handling(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_template_origin_handling(inputs)
	return en_tariffs_template_origin_handling(inputs)
});