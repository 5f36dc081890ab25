/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Form_Need_AttentionInputs */

const en_booking_form_need_attention = /** @type {(inputs: Booking_Form_Need_AttentionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`One field needs attention before the booking can be reviewed.`);
	return /** @type {LocalizedString} */ (`${i?.shown} fields need attention before the booking can be reviewed.`)
	
};

const es_booking_form_need_attention = /** @type {(inputs: Booking_Form_Need_AttentionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Un campo necesita atención antes de poder revisar la reserva.`);
	return /** @type {LocalizedString} */ (`${i?.shown} campos necesitan atención antes de poder revisar la reserva.`)
	
};

const en_xa2_booking_form_need_attention = /** @type {(inputs: Booking_Form_Need_AttentionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Óñé ƒíéļð ñééðš áţţéñţíóñ ƀéƒóŕé ţĥé ƀóóķíñĝ çáñ ƀé ŕéṽíéŵéð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ƒíéļðš ñééð áţţéñţíóñ ƀéƒóŕé ţĥé ƀóóķíñĝ çáñ ƀé ŕéṽíéŵéð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "One field needs attention before the booking can be reviewed." |
* | * | "{shown} fields need attention before the booking can be reviewed." |
*
* @param {Booking_Form_Need_AttentionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_need_attention = /** @type {((inputs: Booking_Form_Need_AttentionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Form_Need_AttentionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_form_need_attention(inputs)
	if (locale === "en-XA") return en_xa2_booking_form_need_attention(inputs)
	return en_booking_form_need_attention(inputs)
});