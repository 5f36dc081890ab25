/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ type: NonNullable<unknown> }} Rating_Rule_Container_UnknownInputs */

const en_rating_rule_container_unknown = /** @type {(inputs: Rating_Rule_Container_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Type ${i?.type} is not a container type of the spec (DRY20, HDRY40, RF40, ...)`)
};

const es_rating_rule_container_unknown = /** @type {(inputs: Rating_Rule_Container_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.type} no es un tipo de contenedor de la especificación (DRY20, HDRY40, RF40…)`)
};

const en_xa2_rating_rule_container_unknown = /** @type {(inputs: Rating_Rule_Container_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţýþé ${i?.type} íš ñóţ á çóñţáíñéŕ ţýþé óƒ ţĥé šþéç (ÐŔÝ20, ĤÐŔÝ40, ŔƑ40, ...) ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Type {type} is not a container type of the spec (DRY20, HDRY40, RF40, ...)" |
*
* @param {Rating_Rule_Container_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_container_unknown = /** @type {((inputs: Rating_Rule_Container_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_Container_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_container_unknown(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_container_unknown(inputs)
	return en_rating_rule_container_unknown(inputs)
});