import type { Persistent, Product, User } from "@shop/shared";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { USER_KEY } from "../../../lib/auth/user-cache";
import { persistentQuery, usePersistent } from "../../../lib/persistent";
import { featuredQuery, soldOutQuery } from "../api";
import { ProductCard } from "../components/product-card";
import styles from "./cards-page.module.css";

interface CardState {
  name: string;
  product: Product;
  soldOut?: boolean;
  inWishlist?: boolean;
}

/** Every state of the card, each from a real product of the shop changed as the state needs. */
function statesOf(products: Product[]): CardState[] {
  const at = (index: number, change: Partial<Product> = {}): Product => {
    const product = products[index % products.length] as Product;
    return {
      ...product,
      discount: 0,
      referencePrice: null,
      reduction: 0,
      newCollection: false,
      ...change,
    };
  };
  const listPrice = (index: number) => (products[index % products.length] as Product).price;
  return [
    { name: "Normal", product: at(0) },
    {
      name: "Em promoção",
      product: at(1, { discount: 30, referencePrice: listPrice(1), reduction: 30 }),
    },
    { name: "Esgotado", product: at(2), soldOut: true },
    { name: "Novidade", product: at(3, { newCollection: true }) },
    { name: "Nos favoritos", product: at(4), inWishlist: true },
    { name: "Sem título", product: at(5, { title: null }) },
    {
      name: "Tudo junto, título longo",
      product: at(6, {
        discount: 15,
        referencePrice: listPrice(6),
        reduction: 15,
        newCollection: true,
        title: "Botas altas de cano largo em pele de camurça com fivela lateral dourada",
      }),
      soldOut: true,
      inWishlist: true,
    },
  ];
}

/** A client of its own: the states' sold-out list and favourites, not the visitor's. */
function statesClient(states: CardState[], persistent: Persistent): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(persistentQuery.queryKey, persistent);
  client.setQueryData(
    soldOutQuery.queryKey,
    states.filter((state) => state.soldOut).map((state) => state.product.id),
  );
  const wishlist = states.filter((state) => state.inWishlist).map((state) => state.product.id);
  client.setQueryData<User>(USER_KEY, {
    id: 0,
    name: "Cliente de exemplo",
    email: "exemplo@example.pt",
    phone: null,
    cart: "{}",
    wishlist,
    emailConfirmed: 1,
    logged: true,
  });
  return client;
}

function States({ products }: { products: Product[] }) {
  const persistent = usePersistent();
  const [states] = useState(() => statesOf(products));
  const [client] = useState(() => statesClient(states, persistent));
  return (
    <QueryClientProvider client={client}>
      <ul className={styles.grid}>
        {states.map((state) => (
          <li key={state.name} className={styles.state}>
            <p className={styles.name}>{state.name}</p>
            <ProductCard product={state.product} headingLevel={2} />
          </li>
        ))}
      </ul>
    </QueryClientProvider>
  );
}

/** /dev/cards (development only): the product card in each of its states, side by side. */
export function DevCardsPage() {
  const featured = useQuery(featuredQuery);
  const products = featured.data?.mostRecent ?? [];
  return (
    <div className={`container ${styles.page}`}>
      <h1>Cartões de produto</h1>
      {products.length > 0 ? <States products={products} /> : <p>A carregar…</p>}
    </div>
  );
}
