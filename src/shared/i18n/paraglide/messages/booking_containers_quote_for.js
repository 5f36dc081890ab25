/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Containers_Quote_ForInputs */

const en_booking_containers_quote_for = /** @type {(inputs: Booking_Containers_Quote_ForInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The quote is for one container;`);
	return /** @type {LocalizedString} */ (`The quote is for ${i?.shown} containers;`)
	
};

const es_booking_containers_quote_for = /** @type {(inputs: Booking_Containers_Quote_ForInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`La cotización es para un contenedor;`);
	return /** @type {LocalizedString} */ (`La cotización es para ${i?.shown} contenedores;`)
	
};

const en_xa2_booking_containers_quote_for = /** @type {(inputs: Booking_Containers_Quote_ForInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ţĥé ǫúóţé íš ƒóŕ óñé çóñţáíñéŕ; ·~ ·~ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[Ţĥé ǫúóţé íš ƒóŕ ${i?.shown} çóñţáíñéŕš; ·~ ·~ ·~ ·~]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The quote is for one container;" |
* | * | "The quote is for {shown} containers;" |
*
* @param {Booking_Containers_Quote_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_containers_quote_for = /** @type {((inputs: Booking_Containers_Quote_ForInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Containers_Quote_ForInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_containers_quote_for(inputs)
	if (locale === "en-XA") return en_xa2_booking_containers_quote_for(inputs)
	return en_booking_containers_quote_for(inputs)
});