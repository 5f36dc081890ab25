/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Containers_Booking_DescribesInputs */

const en_booking_containers_booking_describes = /** @type {(inputs: Booking_Containers_Booking_DescribesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`the booking describes one.`);
	return /** @type {LocalizedString} */ (`the booking describes ${i?.shown}.`)
	
};

const es_booking_containers_booking_describes = /** @type {(inputs: Booking_Containers_Booking_DescribesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`la reserva describe uno.`);
	return /** @type {LocalizedString} */ (`la reserva describe ${i?.shown}.`)
	
};

const en_xa2_booking_containers_booking_describes = /** @type {(inputs: Booking_Containers_Booking_DescribesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[ţĥé ƀóóķíñĝ ðéšçŕíƀéš óñé. ·~ ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[ţĥé ƀóóķíñĝ ðéšçŕíƀéš ${i?.shown}. ·~ ·~ ·~ ]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "the booking describes one." |
* | * | "the booking describes {shown}." |
*
* @param {Booking_Containers_Booking_DescribesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_containers_booking_describes = /** @type {((inputs: Booking_Containers_Booking_DescribesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Containers_Booking_DescribesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_containers_booking_describes(inputs)
	if (locale === "en-XA") return en_xa2_booking_containers_booking_describes(inputs)
	return en_booking_containers_booking_describes(inputs)
});