/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Sync_Stored_CountInputs */

const en_sync_stored_count = /** @type {(inputs: Sync_Stored_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Stored ${i?.shown} shipment`);
	return /** @type {LocalizedString} */ (`Stored ${i?.shown} shipments`)
	
};

const es_sync_stored_count = /** @type {(inputs: Sync_Stored_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} envío guardado`);
	return /** @type {LocalizedString} */ (`${i?.shown} envíos guardados`)
	
};

const en_xa2_sync_stored_count = /** @type {(inputs: Sync_Stored_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Šţóŕéð ${i?.shown} šĥíþɱéñţ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[Šţóŕéð ${i?.shown} šĥíþɱéñţš ·~ ·~ ]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Stored {shown} shipment" |
* | * | "Stored {shown} shipments" |
*
* @param {Sync_Stored_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_stored_count = /** @type {((inputs: Sync_Stored_CountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Stored_CountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_stored_count(inputs)
	if (locale === "en-XA") return en_xa2_sync_stored_count(inputs)
	return en_sync_stored_count(inputs)
});