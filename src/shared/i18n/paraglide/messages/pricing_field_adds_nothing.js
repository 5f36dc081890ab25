/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Field_Adds_NothingInputs */

const en_pricing_field_adds_nothing = /** @type {(inputs: Pricing_Field_Adds_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The rule adds nothing: give a percentage, a fixed amount or a minimum`)
};

const es_pricing_field_adds_nothing = /** @type {(inputs: Pricing_Field_Adds_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La regla no añade nada: indique un porcentaje, un importe fijo o un mínimo`)
};

const en_xa2_pricing_field_adds_nothing = /** @type {(inputs: Pricing_Field_Adds_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕúļé áððš ñóţĥíñĝ: ĝíṽé á þéŕçéñţáĝé, á ƒíẋéð áɱóúñţ óŕ á ɱíñíɱúɱ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The rule adds nothing: give a percentage, a fixed amount or a minimum" |
*
* @param {Pricing_Field_Adds_NothingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_adds_nothing = /** @type {((inputs?: Pricing_Field_Adds_NothingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_Adds_NothingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_field_adds_nothing(inputs)
	if (locale === "en-XA") return en_xa2_pricing_field_adds_nothing(inputs)
	return en_pricing_field_adds_nothing(inputs)
});