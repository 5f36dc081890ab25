/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Template_Ocean_FreightInputs */

const en_tariffs_template_ocean_freight = /** @type {(inputs: Tariffs_Template_Ocean_FreightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocean freight`)
};

const es_tariffs_template_ocean_freight = /** @type {(inputs: Tariffs_Template_Ocean_FreightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flete marítimo`)
};

const en_xa2_tariffs_template_ocean_freight = /** @type {(inputs: Tariffs_Template_Ocean_FreightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óçéáñ ƒŕéíĝĥţ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Ocean freight" |
*
* @param {Tariffs_Template_Ocean_FreightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_template_ocean_freight = /** @type {((inputs?: Tariffs_Template_Ocean_FreightInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Template_Ocean_FreightInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_template_ocean_freight(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_template_ocean_freight(inputs)
	return en_tariffs_template_ocean_freight(inputs)
});