/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Field_Per_Container_Needs_FclInputs */

const en_pricing_field_per_container_needs_fcl = /** @type {(inputs: Pricing_Field_Per_Container_Needs_FclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An amount per container needs the mode Sea FCL (the only one rated by container)`)
};

const es_pricing_field_per_container_needs_fcl = /** @type {(inputs: Pricing_Field_Per_Container_Needs_FclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un importe por contenedor necesita el modo marítimo FCL (el único que se tarifica por contenedor)`)
};

const en_xa2_pricing_field_per_container_needs_fcl = /** @type {(inputs: Pricing_Field_Per_Container_Needs_FclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ áɱóúñţ þéŕ çóñţáíñéŕ ñééðš ţĥé ɱóðé Šéá ƑÇĻ (ţĥé óñļý óñé ŕáţéð ƀý çóñţáíñéŕ) ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "An amount per container needs the mode Sea FCL (the only one rated by container)" |
*
* @param {Pricing_Field_Per_Container_Needs_FclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_per_container_needs_fcl = /** @type {((inputs?: Pricing_Field_Per_Container_Needs_FclInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_Per_Container_Needs_FclInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_field_per_container_needs_fcl(inputs)
	if (locale === "en-XA") return en_xa2_pricing_field_per_container_needs_fcl(inputs)
	return en_pricing_field_per_container_needs_fcl(inputs)
});