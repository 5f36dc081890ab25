/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Set_Aside_BodyInputs */

const en_set_aside_body = /** @type {(inputs: Set_Aside_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`could not be read: ${i?.reason}. Freight Desk set it aside unchanged when it started, and started with only the Sandbox profile.`)
};

const es_set_aside_body = /** @type {(inputs: Set_Aside_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`no se pudo leer: ${i?.reason}. Freight Desk lo apartó sin cambios al iniciarse y se inició solo con el perfil del entorno de pruebas.`)
};

const en_xa2_set_aside_body = /** @type {(inputs: Set_Aside_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[çóúļð ñóţ ƀé ŕéáð: ${i?.reason}. Ƒŕéíĝĥţ Ðéšķ šéţ íţ ášíðé úñçĥáñĝéð ŵĥéñ íţ šţáŕţéð, áñð šţáŕţéð ŵíţĥ óñļý ţĥé Šáñðƀóẋ þŕóƒíļé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "could not be read: {reason}. Freight Desk set it aside unchanged when it started, and started with only the Sandbox profile." |
*
* @param {Set_Aside_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const set_aside_body = /** @type {((inputs: Set_Aside_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Set_Aside_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_set_aside_body(inputs)
	if (locale === "en-XA") return en_xa2_set_aside_body(inputs)
	return en_set_aside_body(inputs)
});