/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Waiting_None_BodyInputs */

const en_rating_waiting_none_body = /** @type {(inputs: Rating_Waiting_None_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fill in the shipment above and choose Get rates. The carriers’ offers are compared here.`)
};

const es_rating_waiting_none_body = /** @type {(inputs: Rating_Waiting_None_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rellene el envío de arriba y elija Obtener tarifas. Aquí se comparan las ofertas de los transportistas.`)
};

const en_xa2_rating_waiting_none_body = /** @type {(inputs: Rating_Waiting_None_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíļļ íñ ţĥé šĥíþɱéñţ áƀóṽé áñð çĥóóšé Ĝéţ ŕáţéš. Ţĥé çáŕŕíéŕš’ óƒƒéŕš áŕé çóɱþáŕéð ĥéŕé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Fill in the shipment above and choose Get rates. The carriers’ offers are compared here." |
*
* @param {Rating_Waiting_None_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_waiting_none_body = /** @type {((inputs?: Rating_Waiting_None_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Waiting_None_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_waiting_none_body(inputs)
	if (locale === "en-XA") return en_xa2_rating_waiting_none_body(inputs)
	return en_rating_waiting_none_body(inputs)
});