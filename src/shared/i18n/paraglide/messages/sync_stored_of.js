/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, done: NonNullable<unknown>, shown: NonNullable<unknown> }} Sync_Stored_OfInputs */

const en_sync_stored_of = /** @type {(inputs: Sync_Stored_OfInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Stored ${i?.done} of ${i?.shown} shipment`);
	return /** @type {LocalizedString} */ (`Stored ${i?.done} of ${i?.shown} shipments`)
	
};

const es_sync_stored_of = /** @type {(inputs: Sync_Stored_OfInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Guardados ${i?.done} de ${i?.shown} envío`);
	return /** @type {LocalizedString} */ (`Guardados ${i?.done} de ${i?.shown} envíos`)
	
};

const en_xa2_sync_stored_of = /** @type {(inputs: Sync_Stored_OfInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Šţóŕéð ${i?.done} óƒ ${i?.shown} šĥíþɱéñţ ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[Šţóŕéð ${i?.done} óƒ ${i?.shown} šĥíþɱéñţš ·~ ·~ ·~]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Stored {done} of {shown} shipment" |
* | * | "Stored {done} of {shown} shipments" |
*
* @param {Sync_Stored_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_stored_of = /** @type {((inputs: Sync_Stored_OfInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Stored_OfInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_stored_of(inputs)
	if (locale === "en-XA") return en_xa2_sync_stored_of(inputs)
	return en_sync_stored_of(inputs)
});