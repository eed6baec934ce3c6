import type { Paged } from "@shop/shared";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Link, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { columnsOf, DataTable } from "./data-table";
import { useTableParams } from "./table-params";

interface Person {
  id: number;
  name: string;
  city: string;
}

const column = columnsOf<Person>();
const columns = [
  column.accessor("name", { header: "Nome" }),
  column.accessor("city", { header: "Cidade", enableSorting: false }),
];

function Where() {
  const location = useLocation();
  return <output aria-label="endereço">{location.search}</output>;
}

function List({ data }: { data: Paged<Person> | undefined }) {
  const control = useTableParams({ sort: "name", order: "asc" });
  return (
    <>
      <DataTable
        label="Pessoas"
        columns={columns}
        data={data}
        control={control}
        rowId={(person) => String(person.id)}
        emptyText="Ninguém."
        searchLabel="Procurar"
        highlight={(person) => (person.id === 2 ? "Nova" : null)}
      />
      <Where />
    </>
  );
}

function show(data: Paged<Person> | undefined, entry = "/pessoas") {
  const router = createMemoryRouter([{ path: "/pessoas", element: <List data={data} /> }], {
    initialEntries: [entry],
  });
  render(<RouterProvider router={router} />);
}

const page = (items: Person[], total = items.length, pageNumber = 1): Paged<Person> => ({
  items,
  total,
  page: pageNumber,
  pageSize: 2,
});
const address = () => screen.getByRole("status", { name: "endereço" }).textContent;

afterEach(cleanup);

describe("the DataTable", () => {
  it("says it is loading until the first page arrives", () => {
    show(undefined);
    expect(screen.getByText("A carregar…").getAttribute("role")).toBe("status");
  });

  it("shows the rows, marks the one set apart and labels every value for the phone cards", () => {
    show(
      page(
        [
          { id: 1, name: "Ana", city: "Lisboa" },
          { id: 2, name: "Rui", city: "Porto" },
        ],
        3,
      ),
    );
    const table = screen.getByRole("table", { name: "Pessoas" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(rows[2]?.textContent).toBe("NovaRuiPorto");
    const city = within(rows[1] as HTMLElement)
      .getByText("Lisboa")
      .closest("td");
    expect(city?.getAttribute("data-label")).toBe("Cidade");
    screen.getByText("Página 1 de 2 · 3 resultados");
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Anterior" }).disabled).toBe(true);
  });

  it("asks for another page and order through the address", async () => {
    const user = userEvent.setup();
    show(page([{ id: 1, name: "Ana", city: "Lisboa" }], 3));
    await user.click(screen.getByRole("button", { name: "Seguinte" }));
    expect(address()).toBe("?page=2");
    const header = screen.getByRole("columnheader", { name: /Nome/ });
    expect(header.getAttribute("aria-sort")).toBe("ascending");
    await user.click(within(header).getByRole("button"));
    // A new order starts again from the first page.
    expect(address()).toBe("?sort=name&order=desc");
    expect(screen.getByRole("columnheader", { name: "Cidade" }).hasAttribute("aria-sort")).toBe(
      false,
    );
  });

  it("filters by text once the person stops typing, from the first page", async () => {
    const user = userEvent.setup();
    show(page([{ id: 1, name: "Ana", city: "Lisboa" }], 3), "/pessoas?page=2");
    await user.type(screen.getByLabelText("Procurar"), "ana");
    await expect.poll(address).toBe("?q=ana");
  });

  it("lets a row opened within the pause after typing open, without searching over it", async () => {
    const user = userEvent.setup();
    let open = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    const router = createMemoryRouter(
      [
        {
          path: "/pessoas",
          element: (
            <>
              <List data={page([{ id: 1, name: "Ana", city: "Lisboa" }])} />
              <Link to="/pessoas/1">Ana</Link>
            </>
          ),
        },
        // The order page's data takes longer than the search's pause.
        { path: "/pessoas/:id", loader: () => opened, element: <p>Ficha da Ana</p> },
      ],
      { initialEntries: ["/pessoas"] },
    );
    render(<RouterProvider router={router} />);
    await user.type(screen.getByLabelText("Procurar"), "ana");
    await user.click(screen.getByRole("link", { name: "Ana" }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    open();
    await screen.findByText("Ficha da Ana");
    expect(router.state.location.pathname).toBe("/pessoas/1");
  });

  it("drops the search when a link is followed within the pause, before the router shows it", async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(
      [
        {
          path: "/pessoas",
          element: (
            <>
              <List data={page([{ id: 1, name: "Ana", city: "Lisboa" }])} />
              {/* A link whose navigation has not reached the page yet. */}
              <a href="/pessoas/1" onClick={(event) => event.preventDefault()}>
                Ana
              </a>
            </>
          ),
        },
      ],
      { initialEntries: ["/pessoas"] },
    );
    render(<RouterProvider router={router} />);
    await user.type(screen.getByLabelText("Procurar"), "ana");
    await user.click(screen.getByRole("link", { name: "Ana" }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(router.state.location.search).toBe("");
  });

  it("still searches when the link clicked within the pause is a download or opens a new tab", async () => {
    const user = userEvent.setup();
    show(page([{ id: 1, name: "Ana", city: "Lisboa" }]));
    const links = document.createElement("p");
    links.innerHTML =
      '<a href="/export.csv" download>Exportar CSV</a> <a href="/pessoas/1">Ana</a>';
    // The browser would download or open a tab; the page stays where it is.
    links.addEventListener("click", (event) => event.preventDefault());
    document.body.append(links);
    await user.type(screen.getByLabelText("Procurar"), "ana");
    await user.click(screen.getByRole("link", { name: "Exportar CSV" }));
    await user.keyboard("{Control>}");
    await user.click(screen.getByRole("link", { name: "Ana" }));
    await user.keyboard("{/Control}");
    await expect.poll(address).toBe("?q=ana");
    links.remove();
  });

  it("says a list counted only so far has more, and still offers the next page", async () => {
    const user = userEvent.setup();
    show({ ...page([{ id: 1, name: "Ana", city: "Lisboa" }], 10_000), moreThanTotal: true });
    screen.getByText("Página 1 de mais de 5000 · mais de 10 000 resultados");
    await user.click(screen.getByRole("button", { name: "Seguinte" }));
    expect(address()).toBe("?page=2");
  });

  it("says so when there is nothing to show", () => {
    show(page([]));
    screen.getByText("Ninguém.");
    expect(screen.queryByText(/Página/)).toBeNull();
  });
});
