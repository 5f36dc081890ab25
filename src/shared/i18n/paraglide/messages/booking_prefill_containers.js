/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Prefill_ContainersInputs */

const en_booking_prefill_containers = /** @type {(inputs: Booking_Prefill_ContainersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`the container and weights`);
	return /** @type {LocalizedString} */ (`${i?.shown} containers and weights`)
	
};

const es_booking_prefill_containers = /** @type {(inputs: Booking_Prefill_ContainersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`el contenedor y los pesos`);
	return /** @type {LocalizedString} */ (`${i?.shown} contenedores y sus pesos`)
	
};

const en_xa2_booking_prefill_containers = /** @type {(inputs: Booking_Prefill_ContainersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[ţĥé çóñţáíñéŕ áñð ŵéíĝĥţš ·~ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} çóñţáíñéŕš áñð ŵéíĝĥţš ·~ ·~ ·~ ]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "the container and weights" |
* | * | "{shown} containers and weights" |
*
* @param {Booking_Prefill_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_prefill_containers = /** @type {((inputs: Booking_Prefill_ContainersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Prefill_ContainersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_prefill_containers(inputs)
	if (locale === "en-XA") return en_xa2_booking_prefill_containers(inputs)
	return en_booking_prefill_containers(inputs)
});