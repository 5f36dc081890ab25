/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Form_Add_DescriptionInputs */

const en_profile_form_add_description = /** @type {(inputs: Profile_Form_Add_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connect Freight Desk to your account on a freight service. You get the API key and secret from the service operator.`)
};

const es_profile_form_add_description = /** @type {(inputs: Profile_Form_Add_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conecte Freight Desk a su cuenta de un servicio de transporte. La clave y el secreto de la API se los da el operador del servicio.`)
};

const en_xa2_profile_form_add_description = /** @type {(inputs: Profile_Form_Add_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóññéçţ Ƒŕéíĝĥţ Ðéšķ ţó ýóúŕ áççóúñţ óñ á ƒŕéíĝĥţ šéŕṽíçé. Ýóú ĝéţ ţĥé ÁÞÍ ķéý áñð šéçŕéţ ƒŕóɱ ţĥé šéŕṽíçé óþéŕáţóŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Connect Freight Desk to your account on a freight service. You get the API key and secret from the service operator." |
*
* @param {Profile_Form_Add_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_add_description = /** @type {((inputs?: Profile_Form_Add_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Add_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_form_add_description(inputs)
	if (locale === "en-XA") return en_xa2_profile_form_add_description(inputs)
	return en_profile_form_add_description(inputs)
});